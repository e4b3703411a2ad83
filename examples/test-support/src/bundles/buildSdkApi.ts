// The examples import the BUILT `@portico/sdk/api` (sdk/dist/api.js). This builds that one entry when it is missing
// or older than its sources, with the same plugins as the root rollup config (JavaScript only, no .d.ts).
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { rollup } from 'rollup'
import esbuild from 'rollup-plugin-esbuild'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const sdk = join(root, 'sdk')
const output = join(sdk, 'dist', 'api.js')
const sources = [join(sdk, 'src', 'api'), join(sdk, 'src', 'errors'), join(sdk, 'src', 'constants.ts')]

function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))))
}

function builtAt(): number {
  try {
    return statSync(output).mtimeMs
  } catch {
    return 0 // not built yet
  }
}

export async function buildSdkApi(): Promise<void> {
  if (builtAt() > Math.max(...sources.map(newestChange))) return
  const bundle = await rollup({
    input: { api: join(sdk, 'src', 'api', 'index.ts') },
    external: (id) => /^(node:|valibot|ofetch)/.test(id),
    plugins: [
      nodeResolve({ extensions: ['.ts', '.js'] }),
      esbuild({ target: 'es2022', tsconfig: join(root, 'tsconfig.json') }),
    ],
  })
  await bundle.write({
    dir: join(sdk, 'dist'),
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  })
  await bundle.close()
}

/**
 * The whole SDK built as it ships (`npm run build`'s rollup config), for scripts that import more than the API
 * entry; built only when sdk/dist is older than the SDK's sources (`npm test` has built it already).
 */
export async function buildSdk(): Promise<void> {
  const built = (() => {
    try {
      return statSync(join(sdk, 'dist', 'index.js')).mtimeMs
    } catch {
      return 0
    }
  })()
  if (built > newestChange(join(sdk, 'src'))) return
  const { execFileSync } = await import('node:child_process')
  execFileSync(
    process.execPath,
    ['--max-old-space-size=8192', join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
}
