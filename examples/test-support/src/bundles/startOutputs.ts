import type { Metafile } from 'esbuild'

/**
 * For bundle tests: the outputs of an esbuild build that a page loads at start, `entry` and every output it imports
 * statically, transitively (dynamic imports are what loads later).
 */
export function startOutputs(metafile: Metafile, entry: string): Set<string> {
  const outputs = metafile.outputs
  const start = new Set<string>()
  const visit = (o: string) => {
    if (start.has(o)) return
    start.add(o)
    for (const imp of outputs[o]!.imports) if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path)
  }
  visit(entry)
  return start
}
