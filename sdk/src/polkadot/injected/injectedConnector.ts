import type { Connector } from '../../connectors/types'
import { polkadotMainnet } from '../../networks/polkadot'
import { injectedPolkadotProvider } from './injectedProvider'
import type { InjectedWindowProvider } from './types'

/** Display names of the best-known extensions, by their `injectedWeb3` key. */
const NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless',
  enkrypt: 'Enkrypt',
  'nova-wallet': 'Nova Wallet',
}

/**
 * The connector of one `injectedWeb3` extension (type ANNOUNCED, namespace polkadot, id its key). Connecting
 * enables the extension for the app (its name is what the extension shows) and shares its Substrate accounts,
 * written for the app's active polkadot network (Polkadot when none).
 */
export function injectedPolkadotConnector(
  key: string,
  entry: InjectedWindowProvider,
  appName: string,
  prefixOf: (reference: string) => number,
): Connector {
  const name = NAMES[key] ?? key
  const provider = injectedPolkadotProvider(name, entry, appName, prefixOf, String(polkadotMainnet.id))
  return {
    id: key,
    name,
    type: 'ANNOUNCED',
    chain: 'polkadot',
    info: { name },
    provider,
    async connect({ network }) {
      const reference = network?.chainNamespace === 'polkadot' ? String(network.id) : provider.chainReference
      return { addresses: [...(await provider.connect(reference))], chainId: reference }
    },
    disconnect: () => provider.disconnect(),
  }
}
