import type { Hex, PublicClient } from 'viem'
import type { SendTransactionParams } from './actions'
import type { NamespaceAdapter, NamespaceTransfer } from '../connectors/types'
import { parseChainId } from './chainId'
import { formatAddress, getAccounts } from './getAccounts'
import { personalSign } from './personalSign'
import { switchEthereumChain } from './switchEthereumChain'
import { verifyEip155Signature } from './verifyEip155Signature'
import { importWithPeer } from '../errors/importWithPeer'

/** Native and ERC-20 transfers; viem loads with them, on the first estimate. */
const transfer: NamespaceTransfer = {
  estimateFee: async (p, request) =>
    (await importWithPeer(['viem'], () => import('./eip155Transfer'))).eip155Transfer.estimateFee(p, request),
  send: async (p, request) =>
    (await importWithPeer(['viem'], () => import('./eip155Transfer'))).eip155Transfer.send(p, request),
}

/** The eip155 adapter: EVM addresses, chain ids, network switching, and the RPC clients it keeps per network. */
export interface Eip155Adapter extends NamespaceAdapter {
  readonly namespace: 'eip155'
  /** RPC clients made so far, by network and endpoints (each keeps its own endpoint ranking running). */
  readonly publicClients: Map<string, PublicClient>
}

/**
 * The eip155 namespace, for `createPortico({ adapters: [eip155()] })`. Wallets are asked for accounts
 * with `eth_requestAccounts` / `eth_accounts` and `eth_chainId`, and switched with `wallet_switchEthereumChain`
 * (adding the chain first when the wallet does not know it); it signs with `personal_sign`, verifies signatures,
 * sends native and ERC-20 transfers and transactions, and waits for them. The adapter itself loads no viem (see
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
    verifySignature: verifyEip155Signature,
    transfer,
    sendTransaction: async (p, transaction) =>
      (await importWithPeer(['viem'], () => import('./sendEvmTransaction'))).sendEvmTransaction(
        p,
        transaction as SendTransactionParams,
      ),
    waitForTransaction: async (p, hash) =>
      (await importWithPeer(['viem'], () => import('./walletActions'))).waitForMined(p, hash as Hex),
  }
}
