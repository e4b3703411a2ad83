import type { Namespace } from '../constants'
import type { AccountEntry } from '../chains/types'
import type { Portico } from '../portico/types'

/**
 * The account to make active among a wallet's: the first of the namespace's preferred account type (a Bitcoin
 * wallet's payment address rather than its ordinals one), else the first.
 */
export function activeEntry(
  p: Portico,
  namespace: Namespace,
  entries: readonly AccountEntry[],
): AccountEntry | undefined {
  const preferred = p.$chains.get()[namespace]?.accountState.preferredAccountType
  return entries.find((e) => e.type !== undefined && e.type === preferred) ?? entries[0]
}
