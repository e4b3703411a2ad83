import { fetchActivity } from './fetchActivity'
import { fetchBalances } from './fetchBalances'
import { fetchIdentity } from './fetchIdentity'
import { dropBalanceCaches } from './refreshBalances'
import { fetchNativeBalance } from './fetchNativeBalance'
import { fetchNfts } from './fetchNfts'
import { initialActivityState } from './activityStore'
import { initialBalancesState } from './balancesStore'
import { initialNftsState } from './nftsStore'
import { findAdapter } from '../connectors/findAdapter'
import { BALANCE_NAMESPACES } from '../constants'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { activityStore } from './activityStore'
import { balancesStore } from './balancesStore'
import { nftsStore } from './nftsStore'

/** Each action reports its failure to telemetry and records it in its store's status; nothing more to do here. */
const recorded = () => undefined

/** What `watchAccountData` returns. */
export type WatchAccountDataReturnType = () => void

/**
 * Keeps the connected account's data in step with the account and the active network:
 * - while an account is connected, its native balance and identity (what the account button shows) are loaded,
 *   again whenever the account or the network changes;
 * - the lists the account view shows (`$balances` on a namespace with balances, `$activity` when the `history` feature is on, `$nfts`) are
 *   loaded each time the modal opens on a connected account, and at once on a change while it is open; opening
 *   the modal also reads the balances past their caches (with the native balance the account button shows), so a
 *   deposit made meanwhile shows when the user looks;
 * - when the address or the network changes, the lists go back to their empty state first (the retry gap
 *   included), so one account's data never shows for another;
 * - when the account sends a transaction through Portico (an app's `sendTransaction` or `writeContract` included),
 *   its native balance (and the lists, while the modal is open) reload past their caches once it is mined.
 * Nothing is asked while no account is connected. Returns the function that stops watching.
 *
 * @example
 * const stop = watchAccountData(portico) // start() runs it for you
 */
export function watchAccountData(p: Portico): () => void {
  return runAction(p, (p) => {
    const keyOf = () => `${p.$network.get().caipNetwork?.caipNetworkId ?? ''}|${p.$account.get().address ?? ''}`
    const connected = () => Boolean(p.$account.get().address)
    let key = keyOf()

    const fetchProfile = () => {
      if (!connected()) return
      void fetchNativeBalance(p).catch(recorded)
      void fetchIdentity(p).catch(recorded)
    }
    const fetchLists = () => {
      if (!connected() || !p.$modal.get().open) return
      // A namespace without balances (bip122, polkadot, cosmos) is not asked: asking shows 'Token Balance Unavailable'.
      const namespace = p.$network.get().caipNetwork?.chainNamespace
      if (namespace && BALANCE_NAMESPACES.includes(namespace)) void fetchBalances(p).catch(recorded)
      if (p.$options.get().features.history) void fetchActivity(p).catch(recorded)
      void fetchNfts(p).catch(recorded)
    }

    const onChange = () => {
      const next = keyOf()
      if (next === key) return
      key = next
      balancesStore(p).set(initialBalancesState())
      activityStore(p).set(initialActivityState())
      nftsStore(p).set(initialNftsState())
      fetchProfile()
      fetchLists()
    }
    let wasOpen = p.$modal.get().open
    const onModal = () => {
      const { open } = p.$modal.get()
      if (open && !wasOpen && connected()) {
        dropBalanceCaches(p)
        void fetchNativeBalance(p).catch(recorded)
        fetchLists()
      }
      wasOpen = open
    }

    let lastTransaction = p.$account.get().lastTransactionHash
    const onTransaction = () => {
      const hash = p.$account.get().lastTransactionHash
      if (!hash || hash === lastTransaction) return
      lastTransaction = hash
      const sentFrom = keyOf()
      const reload = () => {
        if (keyOf() !== sentFrom) return // another account or network since: its own data is loading already
        dropBalanceCaches(p)
        void fetchNativeBalance(p).catch(recorded)
        fetchLists()
      }
      // Reloaded once mined; also when the wait fails or times out, as it may be mined by then.
      const adapter = findAdapter(p, p.$network.get().caipNetwork?.chainNamespace)
      void Promise.resolve(adapter?.waitForTransaction?.(p, hash))
        .catch(() => undefined)
        .then(reload)
    }

    const stops = [
      p.$account.listen(onChange),
      p.$account.listen(onTransaction),
      p.$network.listen(onChange),
      p.$modal.listen(onModal),
    ]
    fetchProfile()
    fetchLists()
    return () => {
      for (const stop of stops) stop()
    }
  })
}

/** The error codes `watchAccountData` can throw. */
export type WatchAccountDataErrorType = 'ACTION_FAILED'
