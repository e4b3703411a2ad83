import * as v from 'valibot'
import type { PlatformEvents } from '../platform/types'
import { checkParam, objectParam } from '../validation/checkParam'
import { APP_READY_EVENT, REGISTER_WALLET_EVENT, type Wallet, type WalletsApi } from './types'

/**
 * Wallet Standard discovery on the page's event target: listens for `wallet-standard:register-wallet` (its detail
 * is a callback the app calls with `{ register }`) and dispatches `wallet-standard:app-ready` with `{ register }`,
 * so wallets loaded before and after the app both register. Each wallet `accepts` is reported once. Returns the
 * stop function.
 *
 * @example
 * const stop = watchRegistry(window, isSolanaWallet, (wallet) => console.log(wallet.name))
 */
export function watchRegistry(
  events: PlatformEvents,
  accepts: (wallet: unknown) => wallet is Wallet,
  found: (wallet: Wallet) => void,
): () => void {
  checkParam('events', objectParam({ addEventListener: v.function(), dispatchEvent: v.function() }), events)
  checkParam('found', v.function('must be a function'), found)
  const seen = new Set<unknown>()
  const api: WalletsApi = {
    register(...wallets) {
      for (const wallet of wallets) {
        if (seen.has(wallet) || !accepts(wallet)) continue
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
