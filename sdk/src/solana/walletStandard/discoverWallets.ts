import type { PlatformEvents } from '../../platform/types'
import { watchRegistry } from '../../walletStandard/watchRegistry'
import { isSolanaWallet } from './isSolanaWallet'
import type { Wallet } from './types'

/**
 * Wallet Standard discovery of Solana wallets on the page's event target (see `watchRegistry`): each wallet is
 * reported once, and only when it can be used on Solana (see `isSolanaWallet`). Returns the stop function.
 */
export function discoverWallets(events: PlatformEvents, found: (wallet: Wallet) => void): () => void {
  return watchRegistry(events, isSolanaWallet, found)
}
