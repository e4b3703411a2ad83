// The one test instance of Portico's tests: a real Portico on the memory platform, its stores writable so a test
// can set the state it starts from. Nothing leaves the machine: a service the test does not start is not there (its
// requests fail at once, no connection made), unless a test passes its own (a fake server, the devnet). Presets give the options of the usual
// set-ups: `localChains` (two anvil chains, the eip155 adapter, the injected connector) and `servicesAt` (the
// three services on a fake server, the devnet network).
import { createPortico, injected, type PorticoOptions } from '@portico/sdk'
import { memoryPlatform, type MemoryPlatform } from '@portico/sdk/platform'
import { eip155 } from '@portico/sdk/eip155'
import type { WritablePortico } from '@portico/sdk/internal'
import { devnet, devnetTwo, ethereum, sepolia, solanaMainnet, withRpcUrl } from '@portico/sdk/networks'
import type { Anvil } from '../chains/anvil'
import './everyEntry'

/** The instance a test holds: writable stores, and the memory platform it runs on. */
export type TestPortico = WritablePortico & { platform: MemoryPlatform }

export const testNetworks = { ethereum, sepolia, solana: solanaMainnet }

/** Where the services a test does not start are: the loopback discard port, which no request reaches (see below). */
export const UNUSED_URL = 'http://127.0.0.1:9'

/**
 * The platform's fetch, except that a request to UNUSED_URL fails at once as an unreachable service's does (a
 * TypeError, what `fetch` rejects with), without opening a connection: the kit's views ask the catalogue, the
 * supported chains and the analytics config on their own, and a refused connection would be logged by the test
 * DOM's fetch for each one. A stand-in for a service deliberately absent; a service a test starts is fetched for real.
 */
function withoutUnusedServices(platform: MemoryPlatform): MemoryPlatform {
  if (UNSERVED.has(platform)) return platform
  UNSERVED.add(platform)
  const fetch = platform.fetch
  platform.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (new URL(url).origin !== UNUSED_URL) return fetch(input, init)
    return Promise.reject(new TypeError(`Failed to fetch ${url}: no service there in this test`))
  }
  return platform
}
const UNSERVED = new WeakSet<MemoryPlatform>()

/**
 * The memory platform testPortico runs on (see `withoutUnusedServices`), for a test that passes a platform of its
 * own in the options (one that records requests, or a reload's).
 *
 * @example
 * const p = testPortico({ platform: reloaded(testPlatform()) })
 */
export function testPlatform(facts?: Parameters<typeof memoryPlatform>[0]): MemoryPlatform {
  return withoutUnusedServices(memoryPlatform(facts))
}

/**
 * A Portico for a test: project 'test-project', Ethereum, Sepolia and Solana, services nowhere; `options` override.
 *
 * @example
 * const p = testPortico({ ...localChains(one, two), features: { swaps: false } })
 */
export function testPortico(
  options: Partial<PorticoOptions> = {},
  platform: MemoryPlatform = memoryPlatform(),
): TestPortico {
  withoutUnusedServices(platform)
  return createPortico({
    projectId: 'test-project',
    networks: [ethereum, sepolia, solanaMainnet],
    platform,
    ...options,
    // A service the test does not name stays nowhere.
    apiUrls: { catalogue: UNUSED_URL, blockchain: UNUSED_URL, analytics: UNUSED_URL, ...options.apiUrls },
  }) as TestPortico
}

/** The two devnet networks on the two local chains. */
export function localNetworks(one: Anvil, two: Anvil) {
  return { chainOne: withRpcUrl(devnet, one.rpcUrl), chainTwo: withRpcUrl(devnetTwo, two.rpcUrl) }
}

/** Options for wallet tests: the two local chains (RPC pointed at them only), the eip155 adapter, injected wallets. */
export function localChains(one: Anvil, two: Anvil): Partial<PorticoOptions> {
  const { chainOne, chainTwo } = localNetworks(one, two)
  return {
    networks: [chainOne, chainTwo],
    adapters: [eip155()],
    connectors: [injected()],
    customRpcUrls: { [chainOne.caipNetworkId]: [{ url: one.rpcUrl }], [chainTwo.caipNetworkId]: [{ url: two.rpcUrl }] },
  }
}

/** Options for service tests: the devnet network, and the catalogue, blockchain and analytics services at `server`. */
export function servicesAt(server: { url: string }): Partial<PorticoOptions> {
  return { networks: [devnet], apiUrls: { catalogue: server.url, blockchain: server.url, analytics: server.url } }
}

/**
 * The page of `platform` after a reload, for a new instance: what it stored is kept, behind a new page's handle on
 * that storage (the instances created before hold no claim on it, as in a reloaded page, so the new one gets the
 * unscoped keys again); the wallets, clock and the rest of the platform stay as they are.
 *
 * @example
 * const again = testPortico(options, reloaded(p.platform)) // restores what p stored
 */
export function reloaded(platform: MemoryPlatform): MemoryPlatform {
  const { store } = platform
  return {
    ...platform,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, String(value)),
      removeItem: (key) => void store.delete(key),
    },
  }
}
