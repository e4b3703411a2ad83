import { lookNowAndOnLoad } from '../../connectors/lookNowAndOnLoad'
import * as v from 'valibot'
import type { Connector } from '../../connectors/types'
import { checkParam, listParam, objectParam } from '../../validation/checkParam'
import { keplrConnector } from './keplrConnector'
import type { KeplrApi, KeplrWalletInfo } from './types'

/** The Keplr-style wallets looked for by default. */
export const KEPLR_WALLETS: readonly KeplrWalletInfo[] = [
  { global: 'keplr', keystoreEvent: 'keplr_keystorechange', name: 'Keplr' },
  { global: 'leap', keystoreEvent: 'leap_keystorechange', name: 'Leap' },
]

/** The parameters of `keplrWallets`. */
export interface KeplrWalletsParameters {
  /** The wallets to look for (default: Keplr and Leap); any wallet injecting Keplr's interface can be added. */
  wallets?: readonly KeplrWalletInfo[]
}

const walletSchema = objectParam({
  global: v.pipe(v.string(), v.nonEmpty()),
  keystoreEvent: v.pipe(v.string(), v.nonEmpty()),
  name: v.pipe(v.string(), v.nonEmpty()),
})

function isKeplrApi(value: unknown): value is KeplrApi {
  const api = value as Partial<KeplrApi> | null
  return typeof api === 'object' && api !== null && typeof api.enable === 'function' && typeof api.getKey === 'function'
}

/**
 * Cosmos browser wallets, for `createPortico({ connectors: [keplrWallets()] })`: each Keplr-style wallet injected
 * in the page (`window.keplr`, `window.leap`…) becomes a connector of its own (see `keplrConnector`). Wallets are
 * looked for at once and again when the page has loaded (Keplr injects itself then), through the platform.
 *
 * @example
 * createPortico({ adapters: [cosmos()], connectors: [keplrWallets()], networks: [cosmosHub, osmosis], … })
 */
export function keplrWallets(parameters: KeplrWalletsParameters = {}): Connector {
  checkParam('parameters', objectParam({ wallets: v.optional(listParam(walletSchema)) }), parameters)
  const wallets = parameters.wallets ?? KEPLR_WALLETS
  return {
    id: 'keplr-wallets',
    name: 'Cosmos Wallets',
    type: 'ANNOUNCED',
    chain: 'cosmos',
    discover(context) {
      const found = new Set<string>()
      const look = () => {
        for (const info of wallets) {
          const api = context.injectedGlobal(info.global)
          if (found.has(info.global) || !isKeplrApi(api)) continue
          found.add(info.global)
          context.add(keplrConnector(api, info, context.events))
        }
      }
      return lookNowAndOnLoad(context, look)
    },
  }
}
