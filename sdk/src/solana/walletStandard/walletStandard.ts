import type { Connector } from '../../connectors/types'
import { discoverWallets } from './discoverWallets'
import { walletStandardConnector } from './walletConnector'

/**
 * Solana browser wallets, for `createPortico({ connectors: [walletStandard()] })`: every Wallet Standard
 * wallet registered on the page (before or after the app starts) that serves Solana becomes a connector of its
 * own (see `walletStandardConnector`). Discovery runs through the platform's event target, never `window`.
 */
export function walletStandard(): Connector {
  return {
    id: 'wallet-standard',
    name: 'Solana Wallets',
    type: 'ANNOUNCED',
    chain: 'solana',
    discover(context) {
      if (!context.events) return () => {}
      return discoverWallets(context.events, (wallet) => context.add(walletStandardConnector(wallet)))
    },
  }
}
