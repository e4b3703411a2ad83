import type { Connector } from '../../connectors/types'
import { hasFeature, isWalletOf } from '../../walletStandard/walletShape'
import type { Wallet } from '../../walletStandard/types'
import { watchRegistry } from '../../walletStandard/watchRegistry'
import { bitcoinConnector } from '../bitcoinConnector'
import { bitcoinStandardProvider } from './standardProvider'
import { BITCOIN_CONNECT, BITCOIN_SIGN_MESSAGE } from './types'

/** A Wallet Standard wallet Portico can connect on Bitcoin: a `bitcoin:` chain, `bitcoin:connect` and `bitcoin:signMessage`. */
export function isBitcoinWallet(value: unknown): value is Wallet {
  return (
    isWalletOf(value, 'bitcoin') &&
    hasFeature(value, BITCOIN_CONNECT, 'connect') &&
    hasFeature(value, BITCOIN_SIGN_MESSAGE, 'signMessage')
  )
}

/**
 * Bitcoin browser wallets that follow the Wallet Standard, for
 * `createPortico({ connectors: [bitcoinWalletStandard()] })`: every wallet registered on the page (before or after
 * the app starts) with Bitcoin's features becomes a connector of its own (see `bitcoinConnector`).
 *
 * @example
 * createPortico({ adapters: [bip122()], connectors: [bitcoinWalletStandard(), satsConnectWallets()], … })
 */
export function bitcoinWalletStandard(): Connector {
  return {
    id: 'bitcoin-wallet-standard',
    name: 'Bitcoin Wallets',
    type: 'ANNOUNCED',
    chain: 'bip122',
    discover(context) {
      if (!context.events) return () => {}
      return watchRegistry(context.events, isBitcoinWallet, (wallet) =>
        context.add(
          bitcoinConnector({ id: wallet.name, name: wallet.name, icon: wallet.icon }, bitcoinStandardProvider(wallet)),
        ),
      )
    },
  }
}
