// The JavaScript of the three packages: ESM and static CSS. Their declarations come from `tsc`, one .d.ts per
// source file (scripts/declarations.mjs, the second step of `npm run build`).
// Entries come from each package's `exports` map: "./x" is built from src/x/index.ts ("." from src/index.ts).
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import esbuild from 'rollup-plugin-esbuild'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin'
import { planGroups, removeStaleChunks } from './scripts/chunkGroups.mjs'
import { raiseStylesheet } from './scripts/kitSpecificity.mjs'

const packages = ['sdk', 'themes', 'react-kit']
/** The kit's catalogue of one locale other than English (`react-kit/src/i18n/fr.ts`, `…/pt-BR.ts`). */
const LOCALE_MODULE = /react-kit\/src\/i18n\/[a-z]{2}(-[A-Z]{2})?\.ts$/

function entriesOf(dir) {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'))
  const inputs = {}
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue // plain files such as styles.css
    const name = key === '.' ? 'index' : key.slice(2)
    inputs[name] = key === '.' ? `${dir}/src/index.ts` : `${dir}/src/${name}/index.ts`
  }
  return { pkg, inputs }
}

// Everything that is not the package's own source stays an import: dependencies, peers, sibling packages.
function externalFor(pkg) {
  const deps = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    '@portico/sdk',
    '@portico/themes',
  ]
  return (id) =>
    builtinModules.includes(id) ||
    id.startsWith('node:') ||
    deps.some((dep) => id === dep || id.startsWith(`${dep}/`))
}

/**
 * Chunk groups. Rollup splits shared code into one chunk per set of entries that use it, so the code a user needs to
 * see the modal opened on Connect came as about 25 small files, and an app's bundler keeps those boundaries (each file
 * gzipped apart cost 8 kB more than the same code as one). A group names a loading moment; the code that moment loads
 * (the chunks rollup builds for it, found by a first build without groups) is put into one chunk.
 * - `base`: what the core and the API clients both use (errors, HTTP), so `@portico/sdk/api` alone stays small.
 * - `core`: the rest of what `@portico/sdk` loads at start, and the display formatters (`@portico/sdk/format`): the
 *   kit's start shows a balance with them, and as chunks of their own they were two more files at an app's start
 *   (+0.2 KiB on the Connect journey); an app that does not call them drops them from the chunk (they are pure).
 * - `sessionKeys`: the stored values a connection or a login writes, read by the wallet code, the embedded wallet,
 *   WalletConnect and the deep links alike; in the catalogue's chunk, they made every one of those import it whole.
 * - `catalogue`: the wallet lists the modal shows and the HTTP clients they load, fetched together when it opens
 *   (as two chunks, the path had one more file and a re-export file of its own, 0.5 kB gzip). An SDK entry that
 *   calls an API imports it too, for `getServices`; it would load the clients on its first call anyway. Left out:
 *   what `createCatalogueClient` loads, which keeps the chunks of the first build, so `@portico/sdk/api` reaches no
 *   file that imports the core or holds an `import()` (a bundler that splits code keeps every `import()` of every
 *   file it reaches, even in code nothing calls: the catalogue client alone was 11 files and 19 kB gzip). An app's
 *   bundler still puts that code with the wallet lists, which are its only static users at start.
 * - the kit's `start` (provider, buttons, hooks) and `Modal`: the modal shell with the Connect view, which it
 *   opens on for a visitor who is not connected, and everything they share with other views; the start reaches the
 *   SDK's catalogue through it too (`modal/catalogue.ts`).
 * Groups are taken in order; a module already in an earlier group stays there. `within` keeps only the modules that
 * these roots load too; `without` leaves out the modules these roots load.
 */
const chunkGroups = {
  sdk: [
    { name: 'base', roots: ['src/index.ts'], within: ['src/api/index.ts'] },
    { name: 'core', roots: ['src/index.ts', 'src/format/index.ts'] },
    { name: 'sessionKeys', roots: ['src/storage/sessionKeys.ts'] },
    {
      name: 'catalogue',
      roots: ['src/catalogue/index.ts', 'src/api/instance/createServices.ts'],
      without: ['src/api/catalogue/createCatalogueClient.ts'],
    },
  ],
  'react-kit': [
    { name: 'start', roots: ['src/index.ts'] },
    { name: 'Modal', roots: ['src/modal/Modal.tsx', 'src/views/Connect.tsx', 'src/modal/catalogue.ts'] },
  ],
  themes: [],
}

function jsPlugins(dir) {
  return [
    nodeResolve({ extensions: ['.ts', '.tsx', '.js'] }),
    // Only the kit and the themes have styles; the SDK has none.
    ...(dir === 'sdk' ? [] : [vanillaExtractPlugin({ extract: { name: 'styles.css' }, identifiers: 'short' })]),
    // The kit's rules outrank a host page's (scripts/kitSpecificity.mjs).
    ...(dir === 'react-kit' ? [raiseStylesheet('styles.css')] : []),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  ]
}

/**
 * Entries built on their own, every module they use inlined: an app fetches them lazily, and a lazy file that imports
 * modules of the app's start makes the app's bundler split those modules off the start into chunks of their own
 * (measured: the kit's English catalogue importing `@portico/sdk/messages` cost the demo's start 1.1 kB gzip and 4
 * requests). `@portico/sdk/messages` gathers every domain's messages, the core's among them, so it carries its own
 * copy of the few modules it shares with the start.
 */
const standalone = { sdk: ['messages'] }

export default async () => [
  ...(await Promise.all(
    packages.map(async (dir) => {
      const { pkg, inputs: all } = entriesOf(dir)
      const inputs = Object.fromEntries(
        Object.entries(all).filter(([name]) => !(standalone[dir] ?? []).includes(name)),
      )
      const external = externalFor(pkg)
      const groups = await planGroups(dir, chunkGroups[dir], inputs, external, jsPlugins(dir))
      return {
        input: inputs,
        external,
        plugins: [...jsPlugins(dir), removeStaleChunks('.js')],
        output: {
          dir: `${dir}/dist`,
          format: 'esm',
          entryFileNames: '[name].js',
          // A locale's catalogue is named by its locale alone (`chunks/locale-fr.js`): the table that lists all 24
          // (`i18n/catalogues.ts`) stays small, without hashes that gzip cannot shrink.
          chunkFileNames: (chunk) =>
            LOCALE_MODULE.test(chunk.facadeModuleId ?? '') ? 'chunks/locale-[name].js' : 'chunks/[name]-[hash].js',
          assetFileNames: '[name][extname]',
          // No bare `import 'viem'` (or of a sibling chunk) hoisted into a chunk that only re-exports another
          // chunk's functions: the app's bundler resolves the graph itself, and a bare import of a dependency can
          // make it pull that whole package into the start (it did with viem behind the eip155 entry).
          hoistTransitiveImports: false,
          manualChunks: (id) => groups.get(id),
        },
        onwarn(warning, warn) {
          if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return
          warn(warning)
        },
      }
    }),
  )),
  ...Object.entries(standalone).flatMap(([dir, names]) =>
    names.map((name) => ({
      input: { [name]: entriesOf(dir).inputs[name] },
      external: externalFor(entriesOf(dir).pkg),
      plugins: jsPlugins(dir),
      output: { dir: `${dir}/dist`, format: 'esm', entryFileNames: '[name].js' },
    })),
  ),
]
