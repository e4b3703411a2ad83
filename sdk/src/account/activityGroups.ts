import { computed, type ReadableAtom } from 'nanostores'
import { groupTransactionsByMonth } from '../api/account/activity'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import type { ActivityGroups } from './types'
import { activityStore } from './activityStore'

/** What `activityGroups` returns. */
export type ActivityGroupsReturnType = ReadableAtom<ActivityGroups>

/**
 * The account's history (`portico.$activity`) grouped by year then month, newest first: a store computed from it,
 * one per instance, made on first use. It lives in this entry, not on the instance, so the core does not carry the
 * grouping.
 *
 * @example
 * activityGroups(portico).subscribe((groups) => render(groups)) // by day: Today, Yesterday, …
 */
export function activityGroups(p: Portico): ReadableAtom<ActivityGroups> {
  return entryStore(p, activityGroups, () =>
    computed(activityStore(p), (activity) => groupTransactionsByMonth(activity.transactions)),
  )
}

/** The error codes `activityGroups` can throw. */
export type ActivityGroupsErrorType = 'INVALID_PARAMETER'
