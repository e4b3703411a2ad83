import { RECENT_WALLETS_MAX } from '../constants'
import type { RecentWallet } from './types'

/** The recent-wallet list with `wallet` first, without duplicates, at most RECENT_WALLETS_MAX long. */
export function withRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}
