// Test helper: a real anvil chain (the @foundry-rs/anvil binary) on a free loopback port.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createPublicClient, http } from 'viem'
import { foundry } from 'viem/chains'

const ANVIL_BIN = fileURLToPath(new URL('../../../../node_modules/.bin/anvil', import.meta.url))

export interface Anvil {
  url: string
  stop(): void
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no free port')
  return address.port
}

/** Starts anvil (chain id 31337) and resolves once it answers a request. */
export async function startAnvil(): Promise<Anvil> {
  const port = await freePort()
  const child: ChildProcess = spawn(ANVIL_BIN, ['--port', String(port), '--host', '127.0.0.1', '--silent'], {
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const client = createPublicClient({ chain: foundry, transport: http(url, { retryCount: 0 }) })
  // Polls until anvil answers: each attempt is a real request, not a timed wait.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`)
    try {
      await client.getBlockNumber()
      return { url, stop: () => void child.kill() }
    } catch {
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
}
