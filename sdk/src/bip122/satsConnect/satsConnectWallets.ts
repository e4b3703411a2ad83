import { lookNowAndOnLoad } from '../../connectors/lookNowAndOnLoad'
import type { Connector, DiscoveryContext } from '../../connectors/types'
import { bitcoinConnector } from '../bitcoinConnector'
import { satsConnectProvider } from './satsConnectProvider'
import type { SatsConnectProvider, SatsConnectProviderInfo } from './types'

function isInfo(value: unknown): value is SatsConnectProviderInfo {
  const info = value as Partial<SatsConnectProviderInfo> | null
  return (
    typeof info?.id === 'string' && typeof info.name === 'string' && info.name !== '' && typeof info.icon === 'string'
  )
}

function isProvider(value: unknown): value is SatsConnectProvider {
  return typeof (value as { request?: unknown } | null)?.request === 'function'
}

/** The object at a dotted path of the page's global object (`XverseProviders.BitcoinProvider`). */
function at(context: DiscoveryContext, path: string): unknown {
  const [head = '', ...rest] = path.split('.')
  let value = context.injectedGlobal(head)
  for (const key of rest)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  return value
}

/**
 * Bitcoin browser wallets that follow sats-connect (Xverse and compatible), for
 * `createPortico({ connectors: [satsConnectWallets()] })`: each entry of `window.btc_providers` whose provider is in
 * the page becomes a connector of its own (see `bitcoinConnector`). Wallets are looked for at once and again when
 * the page has loaded, through the platform.
 *
 * @example
 * createPortico({ adapters: [bip122()], connectors: [satsConnectWallets()], networks: [bitcoin, bitcoinTestnet], … })
 */
export function satsConnectWallets(): Connector {
  return {
    id: 'sats-connect',
    name: 'Bitcoin Wallets',
    type: 'ANNOUNCED',
    chain: 'bip122',
    discover(context) {
      const found = new Set<string>()
      const look = () => {
        const list = context.injectedGlobal('btc_providers')
        if (!Array.isArray(list)) return
        for (const info of list) {
          if (!isInfo(info) || found.has(info.id)) continue
          const provider = at(context, info.id)
          if (!isProvider(provider)) continue
          found.add(info.id)
          context.add(
            bitcoinConnector(
              { id: info.id, name: info.name, icon: info.icon },
              satsConnectProvider(provider, info.name),
            ),
          )
        }
      }
      return lookNowAndOnLoad(context, look)
    },
  }
}
