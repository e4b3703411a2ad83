import type { NamespaceAdapter } from '../connectors/types'
import { formatCosmosAddress } from './cosmosAddress'
import { setProviderChain } from '../connectors/setProviderChain'

/** A Cosmos chain id: letters, digits and dashes (`cosmoshub-4`, `osmosis-1`). */
const CHAIN_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,47}$/

/** The cosmos adapter: bech32 addresses per chain prefix, chain ids, ADR-36 message signing. */
export interface CosmosAdapter extends NamespaceAdapter {
  readonly namespace: 'cosmos'
}

/**
 * The cosmos namespace, for `createPortico({ adapters: [cosmos()] })`. Browser wallets come from `keplrWallets()`;
 * WalletConnect wallets from the session. It signs text messages as ADR-36 arbitrary data (`cosmos_signAmino`)
 * and verifies them without the wallet; a network switch enables the wallet for the other chain, whose address
 * has that chain's prefix.
 *
 * @example
 * createPortico({ adapters: [cosmos()], connectors: [keplrWallets()], networks: [cosmosHub, osmosis], … })
 */
export function cosmos(): CosmosAdapter {
  return {
    namespace: 'cosmos',
    formatAddress: formatCosmosAddress,
    parseChainId: (value) => (typeof value === 'string' && CHAIN_ID.test(value) ? value : undefined),
    switchNetwork: setProviderChain,
    signMessage: async (provider, params) => (await import('./cosmosSignMessage')).cosmosSignMessage(provider, params),
    verifySignature: async (params) => (await import('./verifyCosmosSignature')).verifyCosmosSignature(params),
  }
}
