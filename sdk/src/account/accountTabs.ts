import { computed, type ReadableAtom } from 'nanostores'
import { supportsFeature } from '../chains/supportsFeature'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'

/** One list the Account view shows in its tabs. */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** What `accountTabs` returns. */
export type AccountTabsReturnType = ReadableAtom<readonly AccountTab[]>

/**
 * The Account view's lists, in order, as a store: only those the active namespace has (spec §9: tokens where
 * balances are read, NFTs and activity where history is; none on bip122, polkadot and cosmos), activity only with
 * `features.history`. Computed from the network and the options, one per instance, made on first use.
 *
 * @example
 * accountTabs(portico).subscribe((tabs) => render(tabs)) // ['tokens', 'nfts', 'activity'] on eip155
 */
export function accountTabs(p: Portico): ReadableAtom<readonly AccountTab[]> {
  return entryStore(p, accountTabs, () =>
    computed([p.$network, p.$options], ({ caipNetwork }, { features }) => {
      const namespace = caipNetwork?.chainNamespace ?? 'eip155'
      const history = supportsFeature(namespace, 'activity')
      const tabs: AccountTab[] = []
      if (supportsFeature(namespace, 'balance')) tabs.push('tokens')
      if (history) tabs.push('nfts')
      if (history && features.history) tabs.push('activity')
      return tabs
    }),
  )
}

/** The error codes `accountTabs` can throw. */
export type AccountTabsErrorType = 'INVALID_PARAMETER'
