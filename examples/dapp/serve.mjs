#!/usr/bin/env node
// @ts-check
// `node examples/dapp/serve.mjs`: starts the devnet, builds the demo app with vite (production build, static CSS,
// no inline script or style) and serves it with the devnet's URLs in `devnet.json` next to the page. Ctrl-C stops
// everything. `buildDapp(outDir)` and `writeDevnetConfig` are also what the end-to-end tests and the benchmark use.
// (`npm start` serves the same app from vite's development server instead: examples/devnet/bin/start.mjs.)
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

export const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))

/**
 * Builds the app into `outDir` (default examples/dapp/dist); returns the directory. With `packages`, the app uses
 * the built packages (their `dist/`, as an app that installed them) instead of their sources.
 * @param {string} [outDir]
 * @param {{ packages?: boolean }} [options]
 */
export async function buildDapp(outDir, options = {}) {
  // A production build (React's production code) even when a test runner has set NODE_ENV=test: vite and the
  // React plugin read NODE_ENV while they build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile,
      logLevel: 'warn',
      ...(options.packages ? { mode: 'packages' } : {}),
      ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return outDir ?? fileURLToPath(new URL('./dist/', import.meta.url))
}

/**
 * Writes the devnet's URLs where the built app reads them.
 * @param {string} outDir
 * @param {{ apiUrl: string, projectId: string, rpcUrls: Record<number, string>, relayUrl?: string, frameUrl?: string, contracts?: Record<number, { usdc: string }> }} devnet
 */
export function writeDevnetConfig(outDir, devnet) {
  const { apiUrl, projectId, rpcUrls, relayUrl, frameUrl } = devnet
  const usdc = devnet.contracts?.[31337]?.usdc
  writeFileSync(join(outDir, 'devnet.json'), JSON.stringify({ apiUrl, projectId, rpcUrls, relayUrl, frameUrl, usdc }))
}

async function main() {
  const { startDevnet } = await import('@portico-examples/devnet')
  const { stopOnSignal } = await import('@portico-examples/devnet/cli')
  const devnet = await startDevnet({ reset: process.argv.includes('--reset') })
  const outDir = await buildDapp()
  writeDevnetConfig(outDir, devnet.info())
  const port = process.env.DEMO_PORT ? Number(process.env.DEMO_PORT) : 4173
  const server = await preview({ configFile, preview: { host: '127.0.0.1', port, strictPort: true } })
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
  process.stdout.write(`\n  Portico demo (production build)   ${url}\n  Ctrl-C stops everything.\n\n`)
  stopOnSignal(async () => {
    await new Promise((resolve) => server.httpServer.close(resolve))
    await devnet.stop()
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
