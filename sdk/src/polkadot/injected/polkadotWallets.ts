import { lookNowAndOnLoad } from '../../connectors/lookNowAndOnLoad'
import * as v from 'valibot'
import type { Connector } from '../../connectors/types'
import { checkParam, objectParam } from '../../validation/checkParam'
import { ss58PrefixOf } from '../ss58Prefix'
import { injectedPolkadotConnector } from './injectedConnector'
import type { InjectedWindowProvider } from './types'

/** The parameters of `polkadotWallets`. */
export interface PolkadotWalletsParameters {
  /** SS58 prefixes of the app's own networks, by CAIP-2 reference (built in: Polkadot 0, Kusama 2; else 42). */
  ss58Prefixes?: Readonly<Record<string, number>>
}

function isInjected(value: unknown): value is InjectedWindowProvider {
  return typeof (value as { enable?: unknown } | null)?.enable === 'function'
}

/**
 * Polkadot browser wallets, for `createPortico({ connectors: [polkadotWallets()] })`: each extension in
 * `window.injectedWeb3` (polkadot-js, Talisman, SubWallet and any other by the same protocol) becomes a connector of
 * its own (see `injectedPolkadotConnector`). Extensions are looked for at once and again when the page has loaded
 * (they inject themselves asynchronously), through the platform; the app's `metadata.name` is the name they show.
 *
 * @example
 * createPortico({ adapters: [polkadot()], connectors: [polkadotWallets()], networks: [polkadotMainnet, kusama], … })
 */
export function polkadotWallets(parameters: PolkadotWalletsParameters = {}): Connector {
  checkParam(
    'parameters',
    objectParam({ ss58Prefixes: v.optional(v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)))) }),
    parameters,
  )
  const prefixOf = (reference: string) => ss58PrefixOf(reference, parameters.ss58Prefixes)
  return {
    id: 'polkadot-wallets',
    name: 'Polkadot Wallets',
    type: 'ANNOUNCED',
    chain: 'polkadot',
    discover(context) {
      const found = new Set<string>()
      const appName = context.portico.$options.get().metadata?.name || 'Portico'
      const look = () => {
        const injected = context.injectedGlobal('injectedWeb3')
        if (typeof injected !== 'object' || injected === null) return
        for (const [key, entry] of Object.entries(injected)) {
          if (found.has(key) || !isInjected(entry)) continue
          found.add(key)
          context.add(injectedPolkadotConnector(key, entry, appName, prefixOf))
        }
      }
      return lookNowAndOnLoad(context, look)
    },
  }
}
