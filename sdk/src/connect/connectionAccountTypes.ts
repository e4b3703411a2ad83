import { computed, type ReadableAtom } from 'nanostores'
import type { AccountType } from '../chains/types'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { isCurrent } from './connections'

/** What `connectionAccountTypes` returns: connection id (as in `$connections`) → address → the account's kind. */
export type ConnectionAccountTypesReturnType = ReadableAtom<
  Readonly<Record<string, Readonly<Partial<Record<string, AccountType>>>>>
>

/** The error codes `connectionAccountTypes` can throw. */
export type ConnectionAccountTypesErrorType = never

/**
 * What kind each account of each connection is, where its wallet says (the embedded wallet: its externally owned
 * account and its smart account), as a store beside `$connections`, for a list of wallets to name them. Kept out of
 * `$connections` so that the core's start does not carry it. One per instance, made on first use.
 *
 * @example
 * connectionAccountTypes(portico).get()['eip155:embeddedWallet'] // { '0xA1…': 'eoa', '0xB2…': 'smartAccount' }
 */
export function connectionAccountTypes(p: Portico): ConnectionAccountTypesReturnType {
  return entryStore(p, connectionAccountTypes, () =>
    computed([p.walletSessions.$held, p.$chains], (held, chains) =>
      Object.fromEntries(
        held.map((h) => {
          // The current connection's accounts are its namespace's live ones (a switch made in the wallet).
          const accounts = (isCurrent(chains, h) && chains[h.namespace]?.accountState.allAccounts) || h.accounts
          return [h.id, Object.fromEntries(accounts.flatMap((a) => (a.type ? [[a.address, a.type]] : [])))]
        }),
      ),
    ),
  )
}
