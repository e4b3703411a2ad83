import type { CatalogueWallet } from '../api/schemas/catalogue'
import { BUILTIN_WALLETS } from './builtinWallets'

/** The catalogue query the built-in wallets stand in for. */
export interface BuiltinRecommendedQuery {
  /** How many at most. */
  entries: number
  /** Only these ids, when any are given (`includeWalletIds`). */
  include: readonly string[]
  /** Never these ids (excluded, blocked, featured). */
  exclude: readonly string[]
  /** The app's networks (CAIP ids); a wallet is listed on those of its namespaces. */
  chains: readonly string[]
}

/**
 * The built-in wallets that fit a recommended-wallets query, as catalogue entries, at most `entries` of them: in
 * its include list when it has one, outside its exclusions, and connecting on one of the app's namespaces (each
 * entry's `chains` are the app's networks in those namespaces; with no networks given, every wallet fits).
 *
 * @example
 * builtinRecommended({ entries: 4, include: [], exclude: [], chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
 * // Trust Wallet, Coinbase Wallet, Phantom
 */
export function builtinRecommended(query: BuiltinRecommendedQuery): CatalogueWallet[] {
  return BUILTIN_WALLETS.filter(
    (wallet) => (query.include.length === 0 || query.include.includes(wallet.id)) && !query.exclude.includes(wallet.id),
  )
    .map(({ namespaces, ...wallet }) => ({
      ...wallet,
      chains: query.chains.filter((chain) => namespaces.some((namespace) => chain.startsWith(`${namespace}:`))),
    }))
    .filter((wallet) => query.chains.length === 0 || wallet.chains.length > 0)
    .slice(0, query.entries)
}
