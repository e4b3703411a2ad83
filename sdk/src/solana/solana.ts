import type { Rpc, SolanaRpcApi } from '@solana/kit'
import type { NamespaceAdapter, NamespaceTransfer } from '../connectors/types'
import { getSolanaAccounts } from './getSolanaAccounts'
import { formatSolanaAddress } from './solanaAddress'
import { parseSolanaChainId } from './walletChains'
import { switchSolanaCluster } from './switchSolanaCluster'
import { importWithPeer } from '../errors/importWithPeer'
import { SOLANA_PEERS } from './peers'

/** SOL and SPL transfers; @solana/kit loads with them, on the first send. */
const transfer: NamespaceTransfer = {
  estimateFee: async (p, request) =>
    (await importWithPeer(SOLANA_PEERS, () => import('./solanaTransfer'))).solanaTransfer.estimateFee(p, request),
  send: async (p, request) =>
    (await importWithPeer(SOLANA_PEERS, () => import('./solanaTransfer'))).solanaTransfer.send(p, request),
}

/** The solana adapter: base58 addresses, cluster references, and the RPC clients it keeps per endpoint. */
export interface SolanaAdapter extends NamespaceAdapter {
  readonly namespace: 'solana'
  /** JSON-RPC clients made so far, by endpoint URL. */
  readonly rpcClients: Map<string, Rpc<SolanaRpcApi>>
}

/**
 * The solana namespace on @solana/kit, for `createPortico({ adapters: [solana()] })`. Wallets are asked for
 * accounts with `solana_requestAccounts` / `solana_getAccounts`; a network switch is the app's choice of
 * cluster (a Wallet Standard wallet signs for the cluster it is told), so no wallet prompt is involved. It signs
 * messages with `solana_signMessage`, verifies signatures and sends SOL and SPL transfers, loading @solana/kit then.
 */
export function solana(): SolanaAdapter {
  return {
    namespace: 'solana',
    rpcClients: new Map(),
    getAccounts: getSolanaAccounts,
    formatAddress: formatSolanaAddress,
    parseChainId: parseSolanaChainId,
    switchNetwork: switchSolanaCluster,
    signMessage: async (provider, params) => (await import('./solanaSignMessage')).solanaSignMessage(provider, params),
    verifySignature: async (params) => (await import('./verifySolanaSignature')).verifySolanaSignature(params),
    transfer,
  }
}
