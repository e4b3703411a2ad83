// The devnet (examples/devnet) for the SDK's contract suites: one per test file, in a fresh data folder, stopped after.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet } from '@portico-examples/devnet'
import { useStartedForFile } from '../startedForFile'

const START_TIMEOUT_MS = 60_000

/** Starts a devnet before the file's tests and stops it after; the getter returns the running one. */
export function useDevnet(): () => Devnet {
  return useStartedForFile(
    'the devnet',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portico-api-devnet-'))
      const devnet = await startDevnet({ port: 0, chainPorts: [0, 0], dataDir, reset: true, quiet: true })
      const stop = devnet.stop
      return Object.assign(devnet, {
        stop: async () => {
          await stop()
          rmSync(dataDir, { recursive: true, force: true })
        },
      })
    },
    START_TIMEOUT_MS,
  )
}

export type DevnetFault = '500' | '403' | 'timeout' | 'malformed' | 'empty'

/** A fetch that asks the devnet for a fault on every request (header `x-devnet-fault`). */
export function faultFetch(fault: DevnetFault): typeof globalThis.fetch {
  return (input, init) => globalThis.fetch(input, { ...init, headers: { ...init?.headers, 'x-devnet-fault': fault } })
}

/** A fetch that sends an Origin header, as a browser page on that origin would. */
export function originFetch(origin: string): typeof globalThis.fetch {
  return (input, init) => globalThis.fetch(input, { ...init, headers: { ...init?.headers, origin } })
}
