// Prints the minified and gzip size of each package entry, as an app would ship it (dependencies bundled,
// React excluded), split into what loads at start and what is only fetched by a dynamic import.
// Exits non-zero when an entry is over its budget. Run after `npm run build` (`npm run size` does both).
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const packages = ['sdk', 'themes', 'react-kit']
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-dom/server']

/** kB gzip budgets from the issues; keys are `<package>:<entry>`. */
const budgets = {
  '@portico/sdk:.': 15,
  '@portico/sdk:./api': 8,
  'scenario:connect-modal': 30,
}

// Scenarios: what an app really imports together (file in scripts/size-scenarios/, measured when present).
const scenarios = [{ name: 'connect-modal', file: 'scripts/size-scenarios/connect-modal.js' }]

const kb = (bytes) => (bytes / 1024).toFixed(2)

async function measure(entryFile) {
  const result = await build({
    entryPoints: [entryFile],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/tmp/portico-size',
    write: false,
    metafile: true,
    external,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    // Resolve packages as an app would (through package.json exports), not through the repo's source paths.
    tsconfig: 'scripts/size.tsconfig.json',
  })
  const files = new Map(result.outputFiles.map((f) => [f.path.replace(/^.*portico-size\//, ''), f.contents]))
  const outputs = result.metafile.outputs
  const entryOut = Object.keys(outputs).find((o) => outputs[o].entryPoint)
  const name = (o) => o.replace(/^.*portico-size\//, '')
  // Initial = the entry and everything it imports statically; lazy = everything else emitted.
  const initial = new Set()
  const visit = (o) => {
    if (initial.has(o)) return
    initial.add(o)
    for (const imp of outputs[o].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path)
  }
  visit(entryOut)
  const sum = (set) => {
    let min = 0
    let gz = 0
    for (const o of set) {
      const bytes = files.get(name(o))
      if (!bytes || !o.endsWith('.js')) continue
      min += bytes.length
      gz += gzipSync(bytes, { level: 9 }).length
    }
    return { min, gz }
  }
  const lazySet = new Set(Object.keys(outputs).filter((o) => !initial.has(o) && o.endsWith('.js')))
  return { initial: sum(initial), lazy: sum(lazySet), lazyChunks: lazySet.size }
}

const rows = []
for (const dir of packages) {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'))
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue
    const file = `${dir}/${target.import}`
    if (!existsSync(file)) {
      rows.push({ id: `${pkg.name}:${key}`, missing: true })
      continue
    }
    rows.push({ id: `${pkg.name}:${key}`, ...(await measure(file)) })
  }
}
for (const s of scenarios) {
  if (existsSync(s.file)) rows.push({ id: `scenario:${s.name}`, ...(await measure(s.file)) })
}

let over = 0
console.log('entry'.padEnd(34), 'min kB'.padStart(9), 'gzip kB'.padStart(9), 'lazy gzip kB'.padStart(13), 'budget'.padStart(8))
for (const r of rows) {
  if (r.missing) {
    console.log(r.id.padEnd(34), 'not built (run npm run build)')
    over++
    continue
  }
  const budget = budgets[r.id]
  const status = budget === undefined ? '' : r.initial.gz / 1024 <= budget ? `${budget} ok` : `${budget} OVER`
  if (status.endsWith('OVER')) over++
  const lazy = r.lazyChunks ? `${kb(r.lazy.gz)} (${r.lazyChunks})` : '-'
  console.log(r.id.padEnd(34), kb(r.initial.min).padStart(9), kb(r.initial.gz).padStart(9), lazy.padStart(13), status.padStart(8))
}
if (over) {
  console.error(`size: ${over} entr${over === 1 ? 'y is' : 'ies are'} over budget or missing`)
  process.exit(1)
}
