import * as v from 'valibot'
import type { Connector } from '../../connectors/types'
import { checkParam, hasMethods, objectParam } from '../../validation/checkParam'
import type { PlatformEvents } from '../../platform/types'
import { cosmosHub } from '../../networks/cosmos'
import { keplrProvider } from './keplrProvider'
import type { KeplrApi, KeplrWalletInfo } from './types'

/**
 * The connector of a Keplr-style wallet found in the page (type ANNOUNCED, namespace cosmos, id its rdns or global).
 * Connecting enables the wallet for the app's active cosmos network (the Cosmos Hub when none) and reads its key:
 * one bech32 address with that chain's prefix.
 */
export function keplrConnector(api: KeplrApi, info: KeplrWalletInfo, events: PlatformEvents | undefined): Connector {
  checkParam('api', hasMethods(['enable', 'getKey'], 'must be a Keplr-style wallet'), api)
  checkParam(
    'info',
    objectParam({ global: v.string(), keystoreEvent: v.string(), name: v.pipe(v.string(), v.nonEmpty()) }),
    info,
  )
  const provider = keplrProvider(api, info, events, String(cosmosHub.id))
  return {
    id: info.rdns ?? info.global,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'cosmos',
    ...(info.icon && { imageUrl: info.icon }),
    info: { name: info.name, ...(info.icon && { icon: info.icon }), ...(info.rdns && { rdns: info.rdns }) },
    provider,
    async connect({ network }) {
      const chainId = network?.chainNamespace === 'cosmos' ? String(network.id) : provider.chainReference
      const address = await provider.connect(chainId)
      return { addresses: [address], chainId }
    },
    disconnect: () => provider.disconnect(),
  }
}
