import { useStore } from './useStore'
import type { AccountState, Namespace } from '@portico/sdk'
import { initialAccountState } from '@portico/sdk/internal'
import { useMemo } from 'react'
import { usePortico } from './usePortico'

export interface UseAccount extends AccountState {
  isConnected: boolean
}

/** The active namespace's account (`$account`), or the account of `namespace` when given. */
export function useAccount(namespace?: Namespace): UseAccount {
  const portico = usePortico()
  const active = useStore(portico.$account)
  const chains = useStore(portico.$chains)
  const chosen = namespace ? chains[namespace]?.accountState : active
  const account = useMemo(() => chosen ?? initialAccountState(), [chosen])
  return { ...account, isConnected: account.status === 'connected' && Boolean(account.address) }
}
