// A real anvil chain (the @foundry-rs/anvil binary) on a free loopback port, for tests.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'

const ANVIL = fileURLToPath(new URL('../../../../node_modules/.bin/anvil', import.meta.url))

/** The private keys anvil funds by default (its well-known test mnemonic), for tests only. */
export const ANVIL_KEYS: readonly Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
]

export interface Anvil {
  chainId: number
  /** `http://127.0.0.1:PORT`, its JSON-RPC. */
  rpcUrl: string
  /** Ends the process; resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * Starts anvil for `chainId` (default 31337) on a port the system picks; resolves once anvil says where it
 * listens, which it says only when it answers.
 */
export function startAnvil(chainId = 31337): Promise<Anvil> {
  const child = spawn(ANVIL, ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    child.kill()
    await exited
  }
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}): ${output}`)))
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const port = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1]
      if (port) resolve({ chainId, rpcUrl: `http://127.0.0.1:${port}`, stop })
    })
  })
}
