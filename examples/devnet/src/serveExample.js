// @ts-check
// What a vite example's serve.mjs shares (examples/headless, examples/vue): build the page, write the devnet's URLs
// beside it, and the `node serve.mjs` command that starts the devnet and serves the page until Ctrl-C.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { stopOnSignal } from './cli.js'

/**
 * @typedef {{ apiUrl: string, projectId: string, rpcUrls: Record<number, string>, frameUrl?: string }} DevnetUrls
 * @typedef {object} ExampleServer
 * @property {(outDir?: string) => Promise<string>} build Builds the page into `outDir` (default the example's
 *   `dist/`); returns the directory.
 * @property {(outDir: string, devnet: DevnetUrls) => void} writeDevnetConfig Writes the devnet's URLs where the
 *   page reads them (`devnet.json`).
 * @property {() => Promise<void>} serve Starts the devnet, builds the page and serves it; Ctrl-C stops everything.
 */

/**
 * The build and serve of the vite example in `dir` (its folder, holding `vite.config.ts`).
 * @param {URL} dir
 * @param {{ title: string, port: number, portEnv: string }} page its name as printed, its default port, and the
 *   environment variable that changes the port (`0`: any free port)
 * @returns {ExampleServer}
 */
export function serveExample(dir, page) {
  const configFile = fileURLToPath(new URL('vite.config.ts', dir))
  /** @type {ExampleServer['build']} */
  const buildPage = async (outDir) => {
    await build({ configFile, logLevel: 'warn', ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}) })
    return outDir ?? fileURLToPath(new URL('dist/', dir))
  }
  /** @type {ExampleServer['writeDevnetConfig']} */
  const writeDevnetConfig = (outDir, devnet) => {
    const { apiUrl, projectId, rpcUrls, frameUrl } = devnet
    writeFileSync(join(outDir, 'devnet.json'), JSON.stringify({ apiUrl, projectId, rpcUrls, frameUrl }))
  }
  const serve = async () => {
    const { startDevnet } = await import('./index.js')
    const devnet = await startDevnet({ reset: process.argv.includes('--reset') })
    const outDir = await buildPage()
    writeDevnetConfig(outDir, devnet.info())
    const chosen = process.env[page.portEnv]
    const port = chosen ? Number(chosen) : page.port
    const server = await preview({ configFile, preview: { host: '127.0.0.1', port, strictPort: true } })
    const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
    process.stdout.write(`\n  ${page.title}   ${url}\n  Ctrl-C stops everything.\n\n`)
    stopOnSignal(async () => {
      await new Promise((resolve) => server.httpServer.close(resolve))
      await devnet.stop()
    })
  }
  return { build: buildPage, writeDevnetConfig, serve }
}
