import { setProviderChain } from '../connectors/setProviderChain'
import type { NamespaceAdapter } from '../connectors/types'
import { formatBitcoinAddress } from './bitcoinAddress'

/** A bip122 CAIP-2 reference: the first 32 hex characters of the genesis block hash. */
const REFERENCE = /^[0-9a-f]{32}$/

/** The bip122 adapter: Bitcoin addresses, genesis references, message signing. */
export interface Bip122Adapter extends NamespaceAdapter {
  readonly namespace: 'bip122'
}

/**
 * The bip122 (Bitcoin) namespace, for `createPortico({ adapters: [bip122()] })`. Browser wallets come from
 * `satsConnectWallets()` and `bitcoinWalletStandard()`; WalletConnect wallets from the session. The payment
 * address is the account (spec: bip122's account type is payment), the ordinals one is listed beside it. It signs
 * text messages (BIP-322 or ECDSA, as the wallet signs) and verifies both without the wallet; a network switch asks
 * the wallet to move (sats-connect `wallet_changeNetwork`).
 *
 * @example
 * createPortico({ adapters: [bip122()], connectors: [satsConnectWallets()], networks: [bitcoin, bitcoinTestnet], … })
 */
export function bip122(): Bip122Adapter {
  return {
    namespace: 'bip122',
    formatAddress: formatBitcoinAddress,
    parseChainId: (value) => (typeof value === 'string' && REFERENCE.test(value) ? value : undefined),
    switchNetwork: setProviderChain,
    signMessage: async (provider, params) =>
      (await import('./bitcoinSignMessage')).bitcoinSignMessage(provider, params),
    verifySignature: async (params) => (await import('./verifyBitcoinSignature')).verifyBitcoinSignature(params),
  }
}
