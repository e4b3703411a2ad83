// @ts-check
// `buildAppKitApp(outDir)`: a production build of the AppKit app with vite; `writeDevnetConfig` puts the devnet's
// project id and chain URLs beside it (devnet.json), where the page reads them.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))

/** @param {string} outDir */
export async function buildAppKitApp(outDir) {
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return outDir
}

/**
 * @param {string} outDir
 * @param {{ projectId: string, rpcUrls: Record<number, string> }} devnet
 */
export function writeDevnetConfig(outDir, devnet) {
  writeFileSync(join(outDir, 'devnet.json'), JSON.stringify({ projectId: devnet.projectId, rpcUrls: devnet.rpcUrls }))
}
