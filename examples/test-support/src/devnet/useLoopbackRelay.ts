// Test helper for the WalletConnect views: the devnet relay on loopback for one test file, and WalletConnect
// connectors whose Porticos are stopped after each test.
import { cleanup } from '@testing-library/react'
import { watchConnectors, type Portico } from '@portico/sdk'
import { walletConnect } from '@portico/sdk/walletconnect'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { startRelay, type Relay } from '@portico-examples/devnet/relay'

/** How long the relay may take to start. */
const RELAY_START_TIMEOUT_MS = 30_000

export interface LoopbackRelay {
  /** The running relay's URL (throws outside the tests, before it is up). */
  url(): string
  /** A WalletConnect connector with storage of its own (in memory), so each test pairs from scratch. */
  connector(storagePrefix: string): ReturnType<typeof walletConnect>
  /** Keeps `portico` to stop its connectors after the test; returns it. */
  track<P extends Portico>(portico: P): P
}

/**
 * Starts the relay before the file's tests (with one WalletConnect core per instance) and stops it after them;
 * after each test the rendered kit is cleaned up and the connectors of every tracked Portico are stopped. Call it
 * at the top of a test file.
 */
export function useLoopbackRelay(): LoopbackRelay {
  let relay: Relay | undefined
  let made = 0
  const instances: Portico[] = []

  beforeAll(async () => {
    // One WalletConnect core per instance, so each test pairs from scratch.
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    relay = await startRelay({ port: 0, quiet: true })
  }, RELAY_START_TIMEOUT_MS)
  afterEach(() => {
    cleanup()
    // The views started discovery; watching again hands back its stop.
    for (const portico of instances.splice(0)) watchConnectors(portico)()
  })
  afterAll(async () => {
    await relay?.stop()
    vi.unstubAllEnvs()
  })

  return {
    url() {
      if (!relay) throw new Error('the relay is not running')
      return relay.url
    },
    connector(storagePrefix) {
      made += 1
      return walletConnect({
        customStoragePrefix: `${storagePrefix}-${made}`,
        storageOptions: { database: ':memory:' },
      })
    },
    track(portico) {
      instances.push(portico)
      return portico
    },
  }
}
