import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam, listParam, objectParam } from '../validation/checkParam'
import type { Namespace } from '../constants'
import type { CaipNetwork, CaipNetworkId } from '../networks/types'

/** The methods Portico asks a wallet for, per namespace. */
export const NAMESPACE_METHODS: Readonly<Record<Namespace, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'eth_signTypedData',
    'eth_sign',
    'eth_signTransaction',
    'eth_sendRawTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_watchAsset',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  bip122: ['signMessage', 'sendTransfer', 'getAccountAddresses'],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  cosmos: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
}

/** The session events Portico follows, per namespace. */
export const NAMESPACE_EVENTS: Readonly<Record<Namespace, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['accountsChanged', 'chainChanged'],
  bip122: ['accountsChanged', 'chainChanged'],
  polkadot: ['accountsChanged', 'chainChanged'],
  cosmos: ['accountsChanged', 'chainChanged'],
}

/** One namespace of a WalletConnect session proposal. */
export interface ProposalNamespace {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
  /** Chain reference → RPC URL, for the provider's own reads (its default RPC is never used). */
  rpcMap: Record<string, string>
}

export type CustomRpcUrls = Partial<Record<CaipNetworkId, readonly { url: string }[]>>

/**
 * The `optionalNamespaces` of a session proposal: one entry per namespace the app has networks for, with its
 * chains, methods, events and RPC map (the app's custom RPC URL first, else the network's default one).
 */
export function buildNamespaces(
  networks: readonly CaipNetwork[],
  customRpcUrls: CustomRpcUrls = {},
): Partial<Record<Namespace, ProposalNamespace>> {
  checkParam('networks', listParam(networkParamSchema()), networks)
  checkParam('customRpcUrls', objectParam(), customRpcUrls)
  const namespaces: Partial<Record<Namespace, ProposalNamespace>> = {}
  for (const network of networks) {
    const ns = network.chainNamespace
    namespaces[ns] ??= {
      chains: [],
      methods: [...NAMESPACE_METHODS[ns]],
      events: [...NAMESPACE_EVENTS[ns]],
      rpcMap: {},
    }
    const entry = namespaces[ns]
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const url = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
    const reference = parseCaipNetworkId(network.caipNetworkId)?.reference
    if (url && reference) entry.rpcMap[reference] = url
  }
  return namespaces
}
