import type { PublicClient } from 'viem'
import type { NamespaceAdapter } from '../connectors/types'
import { parseChainId } from './chainId'
import { formatAddress, getAccounts } from './getAccounts'
import { personalSign } from './personalSign'
import { switchEthereumChain } from './switchEthereumChain'

/** The eip155 adapter: EVM addresses, chain ids, network switching, and the RPC clients it keeps per network. */
export interface Eip155Adapter extends NamespaceAdapter {
  readonly namespace: 'eip155'
  /** RPC clients made so far, by network and endpoints (each keeps its own endpoint ranking running). */
  readonly publicClients: Map<string, PublicClient>
}

/**
 * The eip155 namespace, for `createPortico({ adapters: [eip155()] })`. Wallets are asked for accounts
 * with `eth_requestAccounts` / `eth_accounts` and `eth_chainId`, and switched with `wallet_switchEthereumChain`
 * (adding the chain first when the wallet does not know it). The adapter itself loads no viem (see
 * eip155.bundle.test.ts): viem comes with the RPC clients and actions, imported where they are used.
 */
export function eip155(): Eip155Adapter {
  return {
    namespace: 'eip155',
    publicClients: new Map(),
    getAccounts,
    formatAddress,
    parseChainId,
    signMessage: personalSign,
    switchNetwork: switchEthereumChain,
  }
}
