import { useEffect, useState } from 'react'
import type { Portico } from '@portico/sdk'
import { accountActions, type AccountActions } from '@portico/sdk/account'

const NONE: AccountActions = { send: false, receive: false, swap: false, buy: false, settings: false }

/**
 * What the account view offers for the account on the active network (see the SDK's `accountActions`), asked
 * again when the account, the network or the connection changes. Nothing is offered until it is known.
 */
export function useAccountActions(
  portico: Portico,
  address: string | undefined,
  caipNetworkId: string | undefined,
  status: string,
): AccountActions {
  const [actions, setActions] = useState(NONE)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account, network and connection are when to ask again; the SDK reads them itself
  useEffect(() => {
    let current = true
    void accountActions(portico).then((next) => {
      if (current) setActions(next)
    })
    return () => {
      current = false
    }
  }, [portico, address, caipNetworkId, status])
  return actions
}
