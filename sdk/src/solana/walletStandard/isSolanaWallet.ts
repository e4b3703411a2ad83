import { CONNECT, SIGN_MESSAGE, type Wallet } from './types'

function hasMethod(feature: unknown, name: string): boolean {
  return (
    typeof feature === 'object' && feature !== null && typeof (feature as Record<string, unknown>)[name] === 'function'
  )
}

/**
 * A Wallet Standard wallet Portico can connect on Solana: it names at least one `solana:` chain and offers
 * `standard:connect` and `solana:signMessage`. Anything else registered (other chains, missing features,
 * malformed objects) is not one.
 */
export function isSolanaWallet(value: unknown): value is Wallet {
  if (typeof value !== 'object' || value === null) return false
  const wallet = value as Partial<Wallet>
  return (
    typeof wallet.name === 'string' &&
    wallet.name !== '' &&
    typeof wallet.icon === 'string' &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null &&
    hasMethod(wallet.features[CONNECT], 'connect') &&
    hasMethod(wallet.features[SIGN_MESSAGE], 'signMessage')
  )
}
