#!/usr/bin/env node
// @ts-check
// `node examples/vue/serve.mjs` (after `npm run build`: it uses the packages' dist): starts the devnet, builds the
// Vue example with vite and serves it with the devnet's URLs in `devnet.json` next to the page. Ctrl-C stops
// everything.
// `buildVue(outDir)` is also what the end-to-end tests use.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))

/**
 * Builds the page into `outDir` (default examples/vue/dist).
 * @param {string} [outDir]
 */
export async function buildVue(outDir) {
  await build({ configFile, logLevel: 'warn', ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}) })
  return outDir ?? fileURLToPath(new URL('./dist/', import.meta.url))
}

/**
 * Writes the devnet's URLs where the page reads them.
 * @param {string} outDir
 * @param {{ apiUrl: string, projectId: string, rpcUrls: Record<number, string>, frameUrl?: string }} devnet
 */
export function writeDevnetConfig(outDir, devnet) {
  const { apiUrl, projectId, rpcUrls, frameUrl } = devnet
  writeFileSync(join(outDir, 'devnet.json'), JSON.stringify({ apiUrl, projectId, rpcUrls, frameUrl }))
}

async function main() {
  const { startDevnet } = await import('@portico-examples/devnet')
  const { stopOnSignal } = await import('@portico-examples/devnet/cli')
  const devnet = await startDevnet({ reset: process.argv.includes('--reset') })
  const outDir = await buildVue()
  writeDevnetConfig(outDir, devnet.info())
  const port = process.env.VUE_PORT ? Number(process.env.HEADLESS_PORT) : 5175
  const server = await preview({ configFile, preview: { host: '127.0.0.1', port, strictPort: true } })
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
  process.stdout.write(`\n  Portico Vue example   ${url}\n  Ctrl-C stops everything.\n\n`)
  stopOnSignal(async () => {
    await new Promise((resolve) => server.httpServer.close(resolve))
    await devnet.stop()
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
