// The one journey size-limit cannot measure: what a user downloads to see the wallet list. An app built with the
// kit (`scripts/size-scenarios/connect-modal.js`: PorticoProvider, ConnectButton, createPortico) is bundled by
// esbuild as an app's production build would (code split, minified, every dependency but React), then the start and
// every chunk that opening the modal on Connect fetches are gzipped one by one, as they travel. Also checked: no start
// imports a package only lazy code may use. The entries' starts are size-limit's (`.size-limit.mjs`); how each
// figure is measured and what moved it: docs/size.md. Run after `npm run build` (`npm run size` does both).
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { build as viteBuild } from 'vite'

const SCENARIO = 'scripts/size-scenarios/connect-modal.js'
const EVM_SCENARIO = 'scripts/size-scenarios/evm-app.js'
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-dom/server']

/**
 * The chunks opening the modal on Connect loads, by the module each dynamic import fetches: the kit's `Modal` chunk
 * (the shell and the Connect view with their part of the English catalogue), which imports the SDK's `catalogue`
 * chunk (the wallet lists and the HTTP clients that fetch them). These are the chunk groups of rollup.config.mjs.
 * Also the SDK's `start` entry (reconnect, wallet discovery), which the provider fetches once mounted: a user who
 * opens the modal has loaded it.
 */
const PATH = ['Modal', 'start']

/** kB (1024 bytes) gzip. The figures stood at these on 28 November 2026; docs/size.md keeps their history. */
const GATES = {
  // Issue #8's journey inside an app built with every view of the kit.
  path: 45.2,
  // The same journey with the other views' chunks left out: issue #8 asks under 30.
  alone: 38.11,
}

/**
 * Packages only lazy code may import (QR codes, chain libraries, WalletConnect, the HTTP client, the signature
 * verifiers of bip122, polkadot and cosmos).
 */
const LAZY_ONLY_PACKAGES = [
  'uqr',
  'viem',
  '@walletconnect/universal-provider',
  '@solana/kit',
  'ofetch',
  '@scure/btc-signer',
  '@scure/sr25519',
  '@noble/curves',
]

/**
 * Apps of one namespace, and the libraries only that namespace's entry brings: no other app's start may hold them
 * (the kit's app and the EVM app enable none of bip122, polkadot and cosmos).
 */
const NAMESPACE_SCENARIOS = {
  'scripts/size-scenarios/bitcoin-app.js': ['@scure/base'],
  'scripts/size-scenarios/polkadot-app.js': ['@scure/base'],
  'scripts/size-scenarios/cosmos-app.js': ['@scure/base'],
}

const kb = (bytes) => (bytes / 1024).toFixed(2)
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length

/** `chunks/<name>-<hash>.js` or an entry `<name>.js`: the built module `name`. */
const isChunkOf = (file, name) => {
  const base = file.split('/').pop()
  return base === `${name}.js` || file === `@portico/sdk/${name}` || new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(base)
}

/** An app's production build of `entry` with esbuild, kept in memory. */
const appBuild = (entry, options) =>
  build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/tmp/portico-journey',
    write: false,
    logLevel: 'silent',
    metafile: true,
    loader: { '.css': 'empty' },
    // Packages resolve as an app resolves them (their package.json exports), not through the repo's source paths.
    tsconfig: 'scripts/size.tsconfig.json',
    ...options,
  })

/** The start and the Connect journey of the app, every dependency but React. */
async function journey() {
  const result = await appBuild(SCENARIO, { external: REACT })
  const files = new Map(result.outputFiles.map((f) => [f.path.replace(/^.*portico-journey\//, ''), f.contents]))
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((o) => outputs[o].entryPoint === SCENARIO)
  const onPath = (o) => PATH.some((name) => outputs[o]?.entryPoint && isChunkOf(outputs[o].entryPoint, name))
  const walk = (o, seen, followLazy) => {
    if (seen.has(o)) return seen
    seen.add(o)
    for (const { kind, path } of outputs[o].imports) {
      if (!outputs[path]) continue
      if (kind === 'import-statement' || (followLazy && kind === 'dynamic-import' && onPath(path))) walk(path, seen, followLazy)
    }
    return seen
  }
  const size = (set) => [...set].filter((o) => o.endsWith('.js')).reduce((sum, o) => sum + gzip(files.get(o.replace(/^.*portico-journey\//, ''))), 0)
  const start = walk(entry, new Set(), false)
  const path = walk(entry, new Set(), true)
  const fetched = [...path].filter((o) => !start.has(o) && outputs[o].entryPoint).map((o) => outputs[o].entryPoint.split('/').pop())
  return { start: size(start), path: size(path), chunks: path.size, fetched }
}

/**
 * The journey's pieces alone: the same app with every lazy chunk off the path left out (an external import), so the
 * start and the path carry only what those pieces use (docs/size.md: what a bundler places beside them otherwise).
 */
async function piecesAlone() {
  const offPath = {
    name: 'off-path-lazy-chunks-external',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import' || !/\/dist\//.test(args.importer)) return undefined
        return PATH.some((name) => isChunkOf(args.path, name)) ? undefined : { path: args.path, external: true }
      })
    },
  }
  const result = await appBuild(SCENARIO, { external: REACT, plugins: [offPath], metafile: false })
  const js = result.outputFiles.filter((f) => f.path.endsWith('.js'))
  return { gz: js.reduce((sum, f) => sum + gzip(f.contents), 0), files: js.length }
}

/** The same journey as vite 8 (rolldown) ships it, for comparison: bundlers split chunks differently. */
async function viteJourney() {
  const result = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: SCENARIO, external: (id) => REACT.some((name) => id === name || id.startsWith(`${name}/`)), preserveEntrySignatures: 'exports-only' },
    },
  })
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter((o) => o.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const onPath = (c) => PATH.some((name) => (c.facadeModuleId && isChunkOf(c.facadeModuleId, name)) || c.name === name || c.name.startsWith(`${name}-`))
  const seen = new Set()
  const walk = (c) => {
    if (seen.has(c)) return
    seen.add(c)
    for (const file of c.imports) if (byName.has(file)) walk(byName.get(file))
    for (const file of c.dynamicImports) if (byName.has(file) && onPath(byName.get(file))) walk(byName.get(file))
  }
  walk(chunks.find((c) => c.isEntry))
  return { gz: [...seen].reduce((sum, c) => sum + gzip(c.code), 0), chunks: seen.size }
}

/** Every npm dependency of Portico's packages (and their subpaths): left as imports to see which the start has. */
const dependencies = ['sdk', 'react-kit', 'themes'].flatMap((dir) => {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'))
  return Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
    .filter((name) => !name.startsWith('@portico/'))
    .flatMap((name) => [name, `${name}/*`])
})

/** The npm packages a scenario's start imports (Portico's code bundled, every npm package left as an import). */
async function startPackages(entry) {
  const result = await appBuild(entry, { external: [...REACT, ...dependencies] })
  const outputs = result.metafile.outputs
  const packages = new Set()
  const visit = (o, seen = new Set()) => {
    if (seen.has(o)) return
    seen.add(o)
    for (const { path, kind, external } of outputs[o].imports) {
      if (kind !== 'import-statement') continue
      if (external) packages.add(path.replace(/^((@[^/]+\/)?[^/]+).*$/, '$1'))
      else if (outputs[path]) visit(path, seen)
    }
  }
  visit(Object.keys(outputs).find((o) => outputs[o].entryPoint === entry))
  return [...packages].sort()
}

const problems = []
const { start, path, chunks, fetched } = await journey()
const alone = await piecesAlone()
const vite = await viteJourney()
console.log(`app start with the kit             ${kb(start).padStart(6)} kB gzip`)
console.log(`modal opened on Connect            ${kb(path).padStart(6)} kB gzip  gate ${GATES.path}  (${chunks} chunks; fetched: ${fetched.join(', ')})`)
console.log(`  other views left out             ${kb(alone.gz).padStart(6)} kB gzip  gate ${GATES.alone}, issue #8 target 30  (${alone.files} chunks)`)
console.log(`  as vite 8 ships it               ${kb(vite.gz).padStart(6)} kB gzip  (${vite.chunks} chunks, for comparison)`)
if (path / 1024 > GATES.path) problems.push(`the Connect journey is over its gate of ${GATES.path} kB`)
if (alone.gz / 1024 > GATES.alone) problems.push(`the Connect journey alone is over its gate of ${GATES.alone} kB`)
if (!PATH.every((name) => fetched.some((file) => isChunkOf(file, name)))) problems.push(`opening the modal fetches none of ${PATH.join(', ')}: the path is no longer lazy`)
const namespaceOnly = [...new Set(Object.values(NAMESPACE_SCENARIOS).flat())]
for (const scenario of [SCENARIO, EVM_SCENARIO, ...Object.keys(NAMESPACE_SCENARIOS)]) {
  const packages = await startPackages(scenario)
  const heavy = packages.filter((name) => LAZY_ONLY_PACKAGES.includes(name))
  const own = NAMESPACE_SCENARIOS[scenario] ?? []
  const foreign = packages.filter((name) => namespaceOnly.includes(name) && !own.includes(name))
  console.log(`npm packages at start, ${scenario.split('/').pop().padEnd(18)} ${packages.join(', ')}`)
  if (heavy.length) problems.push(`${scenario} imports ${heavy.join(', ')} at start: only lazy code may`)
  if (foreign.length) problems.push(`${scenario} imports ${foreign.join(', ')} at start: no namespace it enables needs it`)
}
for (const problem of problems) console.error(`journey size: ${problem}`)
process.exit(problems.length > 0 ? 1 : 0)
