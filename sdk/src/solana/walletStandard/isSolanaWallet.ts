import { hasFeature, isWalletOf } from '../../walletStandard/walletShape'
import { CONNECT, SIGN_MESSAGE, type Wallet } from './types'

/**
 * A Wallet Standard wallet Portico can connect on Solana: it names at least one `solana:` chain and offers
 * `standard:connect` and `solana:signMessage`. Anything else registered (other chains, missing features,
 * malformed objects) is not one.
 */
export function isSolanaWallet(value: unknown): value is Wallet {
  return (
    isWalletOf(value, 'solana') &&
    hasFeature(value, CONNECT, 'connect') &&
    hasFeature(value, SIGN_MESSAGE, 'signMessage')
  )
}
