import type { Wallet } from './types'

/** Whether `value` is a Wallet Standard wallet (name, icon, chains, features) naming a chain of `namespace` (`solana`). */
export function isWalletOf(value: unknown, namespace: string): value is Wallet {
  if (typeof value !== 'object' || value === null) return false
  const wallet = value as Partial<Wallet>
  return (
    typeof wallet.name === 'string' &&
    wallet.name !== '' &&
    typeof wallet.icon === 'string' &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith(`${namespace}:`)) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null
  )
}

/** Whether a wallet offers the feature `name` with the method `method`. */
export function hasFeature(wallet: Wallet, name: string, method: string): boolean {
  const feature = wallet.features[name]
  return (
    typeof feature === 'object' &&
    feature !== null &&
    typeof (feature as Record<string, unknown>)[method] === 'function'
  )
}
