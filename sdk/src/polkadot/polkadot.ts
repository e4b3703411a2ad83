import type { NamespaceAdapter } from '../connectors/types'
import { formatPolkadotAddress } from './polkadotAddress'
import { setProviderChain } from '../connectors/setProviderChain'

/** A polkadot CAIP-2 reference: the first 32 hex characters of the genesis hash. */
const REFERENCE = /^[0-9a-f]{32}$/

/** The polkadot adapter: SS58 addresses, genesis references, raw message signing. */
export interface PolkadotAdapter extends NamespaceAdapter {
  readonly namespace: 'polkadot'
}

/**
 * The polkadot namespace, for `createPortico({ adapters: [polkadot()] })`. Browser wallets come from
 * `polkadotWallets()`; WalletConnect wallets from the session. It signs text messages (`polkadot_signMessage`) and
 * verifies them without the wallet; a network switch writes the same accounts with the network's SS58 prefix.
 *
 * @example
 * createPortico({ adapters: [polkadot()], connectors: [polkadotWallets()], networks: [polkadotMainnet, kusama], … })
 */
export function polkadot(): PolkadotAdapter {
  return {
    namespace: 'polkadot',
    formatAddress: formatPolkadotAddress,
    parseChainId: (value) => (typeof value === 'string' && REFERENCE.test(value) ? value : undefined),
    switchNetwork: setProviderChain,
    signMessage: async (provider, params) =>
      (await import('./polkadotSignMessage')).polkadotSignMessage(provider, params),
    verifySignature: async (params) => (await import('./verifyPolkadotSignature')).verifyPolkadotSignature(params),
  }
}
