import * as v from 'valibot'
import type { Connector } from '../connectors/types'
import { checkParam, hasMethods, objectParam } from '../validation/checkParam'
import type { BitcoinWalletProvider } from './bitcoinWalletProvider'

/**
 * The connector of a Bitcoin browser wallet (type ANNOUNCED, namespace bip122): connecting asks for the payment and
 * ordinals addresses (the payment one becomes the account) and reports the wallet's network.
 */
export function bitcoinConnector(
  wallet: { id: string; name: string; icon?: string | undefined },
  provider: BitcoinWalletProvider,
): Connector {
  checkParam(
    'wallet',
    objectParam({
      id: v.pipe(v.string(), v.nonEmpty()),
      name: v.pipe(v.string(), v.nonEmpty()),
      icon: v.optional(v.string()),
    }),
    wallet,
  )
  checkParam(
    'provider',
    hasMethods(['request', 'connect', 'setChain', 'disconnect'], 'must be a Bitcoin wallet provider'),
    provider,
  )
  return {
    id: wallet.id,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    ...(wallet.icon && { imageUrl: wallet.icon }),
    info: { name: wallet.name, ...(wallet.icon && { icon: wallet.icon }) },
    provider,
    async connect({ silent }) {
      const { addresses, types } = await provider.connect({ silent })
      return { addresses, types, chainId: provider.chainReference }
    },
    disconnect: () => provider.disconnect(),
  }
}
