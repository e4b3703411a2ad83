// The library build's chunk layout (rollup.config.mjs): chunk groups planned from a first build, and the removal of
// chunks an earlier build left in `dist/`.
import { readdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { rollup } from 'rollup'

/**
 * After a write: removes the files of `dist/chunks` with this build's extension that it did not write (chunks of
 * earlier builds, whose names carry other hashes), so a package never ships stale code.
 */
export function removeStaleChunks(extension) {
  return {
    name: 'remove-stale-chunks',
    writeBundle(options, bundle) {
      const folder = `${options.dir}/chunks`
      let files
      try {
        files = readdirSync(folder)
      } catch {
        return
      }
      for (const file of files)
        if (file.endsWith(extension) && !(`chunks/${file}` in bundle)) rmSync(`${folder}/${file}`, { force: true })
    },
  }
}

/**
 * Module id → group name for rollup's `manualChunks`, from a first build of package `dir` without groups: a group
 * gets the code of each root's chunk and the chunks it imports, transitively (see rollup.config.mjs).
 */
export async function planGroups(dir, groupsOfDir, inputs, external, plugins) {
  const groups = new Map()
  if (groupsOfDir.length === 0) return groups
  const bundle = await rollup({ input: inputs, external, plugins, onwarn() {} })
  const { output } = await bundle.generate({ format: 'esm', hoistTransitiveImports: false })
  await bundle.close()
  const chunks = output.filter((o) => o.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  /** Every module with code in the chunks a root loads: the root's chunk and its static imports, transitively. */
  const loadedBy = (roots) => {
    const seen = new Set()
    const visit = (chunk) => {
      if (!chunk || seen.has(chunk)) return
      seen.add(chunk)
      for (const file of chunk.imports) visit(byFile.get(file))
    }
    for (const root of roots) {
      const id = resolve(dir, root)
      const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => id in c.modules)
      if (!chunk) throw new Error(`rollup: chunk group root ${dir}/${root} is in no chunk`)
      visit(chunk)
    }
    // The roots themselves too, even one that only re-exports a dependency (it has no code of its own).
    const modules = [...seen].flatMap((c) => Object.keys(c.modules).filter((m) => c.modules[m].renderedLength > 0))
    return new Set([...roots.map((root) => resolve(dir, root)), ...modules])
  }
  for (const { name, roots, within, without } of groupsOfDir) {
    const keep = within ? loadedBy(within) : undefined
    const leave = without ? loadedBy(without) : new Set()
    for (const id of loadedBy(roots))
      if (!groups.has(id) && (!keep || keep.has(id)) && !leave.has(id)) groups.set(id, name)
  }
  // Every other module keeps the chunk the first build gave it. Left unassigned, rollup would pull it into the
  // group of any module that imports it (a barrel in the start would drag every view's component into the start).
  const taken = new Set(groupsOfDir.map((g) => g.name))
  for (const chunk of chunks) {
    let name = chunk.name
    for (let n = 2; taken.has(name); n++) name = `${chunk.name}${n}`
    taken.add(name)
    for (const [id, info] of Object.entries(chunk.modules)) {
      if (info.renderedLength === 0 || groups.has(id)) continue
      if (chunk.isEntry && id === chunk.facadeModuleId) continue
      groups.set(id, name)
    }
  }
  return groups
}
