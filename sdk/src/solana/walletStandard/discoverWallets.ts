import { checkParam, objectParam } from '../../validation/checkParam'
import * as v from 'valibot'
import type { PlatformEvents } from '../../platform/types'
import { isSolanaWallet } from './isSolanaWallet'
import { APP_READY_EVENT, REGISTER_WALLET_EVENT, type Wallet, type WalletsApi } from './types'

/**
 * Wallet Standard discovery on the page's event target: listens for `wallet-standard:register-wallet` (its
 * detail is a callback the app calls with `{ register }`) and dispatches `wallet-standard:app-ready` with
 * `{ register }`, so wallets loaded before and after the app both register. Each wallet is reported once, and
 * only when it can be used on Solana (see `isSolanaWallet`). Returns the stop function.
 */
export function discoverWallets(events: PlatformEvents, found: (wallet: Wallet) => void): () => void {
  checkParam('events', objectParam({ addEventListener: v.function(), dispatchEvent: v.function() }), events)
  checkParam('found', v.function('must be a function'), found)
  const seen = new Set<unknown>()
  const api: WalletsApi = {
    register(...wallets) {
      for (const wallet of wallets) {
        if (seen.has(wallet) || !isSolanaWallet(wallet)) continue
        seen.add(wallet)
        found(wallet)
      }
      // Portico keeps a wallet's connector for the page's lifetime: unregistering changes nothing.
      return () => {}
    },
  }
  const onRegister = (event: Event) => {
    const callback = (event as { detail?: unknown }).detail
    if (typeof callback === 'function') (callback as (api: WalletsApi) => void)(api)
  }
  events.addEventListener(REGISTER_WALLET_EVENT, onRegister)
  events.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }))
  return () => events.removeEventListener(REGISTER_WALLET_EVENT, onRegister)
}
