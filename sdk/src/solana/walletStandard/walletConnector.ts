import { checkParam, listParam, objectParam } from '../../validation/checkParam'
import * as v from 'valibot'
import type { Connector } from '../../connectors/types'
import { solanaMainnet } from '../../networks/solana'
import { walletChainReference } from '../walletChains'
import type { Wallet } from './types'
import { walletStandardProvider } from './walletProvider'

/**
 * The connector of a discovered Wallet Standard wallet (type ANNOUNCED, namespace solana, id and name the
 * wallet's name, image its icon). Connecting asks `standard:connect` (silently on reconnect) and reports the
 * addresses and the cluster: the app's active solana network when the wallet serves it, else the wallet's
 * first known cluster, else mainnet.
 */
export function walletStandardConnector(wallet: Wallet): Connector {
  checkParam('wallet', objectParam({ name: v.string(), chains: listParam(v.string()) }), wallet)
  const walletReferences = wallet.chains.map(walletChainReference).filter((r): r is string => r !== undefined)
  const provider = walletStandardProvider(wallet, walletReferences[0] ?? String(solanaMainnet.id))
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    info: { name: wallet.name, icon: wallet.icon },
    provider,
    async connect({ network, silent }) {
      const wanted = network?.chainNamespace === 'solana' ? String(network.id) : undefined
      provider.setChain(wanted && walletReferences.includes(wanted) ? wanted : provider.chainReference)
      const accounts = await provider.connect({ silent })
      return { addresses: accounts.map((a) => a.address), chainId: provider.chainReference }
    },
    disconnect: () => provider.disconnect(),
  }
}
