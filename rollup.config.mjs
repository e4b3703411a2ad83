// One build for the three packages: ESM, bundled .d.ts, static CSS.
// Entries come from each package's `exports` map: "./x" is built from src/x/index.ts ("." from src/index.ts).
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import esbuild from 'rollup-plugin-esbuild'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { dts } from 'rollup-plugin-dts'
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin'

const packages = ['sdk', 'themes', 'react-kit']

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

export default packages.flatMap((dir) => {
  const { pkg, inputs } = entriesOf(dir)
  const external = externalFor(pkg)
  return [
    {
      input: inputs,
      external,
      plugins: [
        nodeResolve({ extensions: ['.ts', '.tsx', '.js'] }),
        // Only the kit and the themes have styles; the SDK has none.
        ...(dir === 'sdk' ? [] : [vanillaExtractPlugin({ extract: { name: 'styles.css' }, identifiers: 'short' })]),
        esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
      ],
      output: {
        dir: `${dir}/dist`,
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: '[name][extname]',
        // No bare `import 'viem'` (or of a sibling chunk) hoisted into a chunk that only re-exports another chunk's
        // functions: the app's bundler resolves the graph itself, and a bare import of a dependency can make it
        // pull that whole package into the start (it did with viem behind the eip155 entry).
        hoistTransitiveImports: false,
      },
      onwarn(warning, warn) {
        if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return
        warn(warning)
      },
    },
    {
      input: inputs,
      external: (id) => external(id) || id.endsWith('.css'),
      plugins: [dts({ tsconfig: 'tsconfig.json' })],
      output: { dir: `${dir}/dist`, format: 'esm', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
    },
  ]
})
