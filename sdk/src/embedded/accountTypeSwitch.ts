import type { Portico } from '../portico/types'
import type { EmbeddedAccountType } from './protocol'

/** What `accountTypeSwitch` returns: the account type in use and the one to offer, or undefined (offer none). */
export type AccountTypeSwitchReturnType = { current: EmbeddedAccountType; other: EmbeddedAccountType } | undefined

/**
 * Whether the embedded wallet's account type can be switched here, and to what: only when the user has both an
 * externally owned and a smart account, the active network is eip155 and the frame lists smart accounts as enabled
 * on it (`smartAccountEnabledNetworks`). Elsewhere the frame gives the externally owned account whatever is asked,
 * so a switch would change nothing.
 *
 * @example
 * const offer = accountTypeSwitch(portico) // { current: 'smartAccount', other: 'eoa' }, or undefined
 */
export function accountTypeSwitch(p: Portico): AccountTypeSwitchReturnType {
  const account = p.$account.get()
  const types = new Set(account.user?.accounts?.map((entry) => entry.type))
  if (!types.has('eoa') || !types.has('smartAccount')) return undefined
  const network = p.$network.get().caipNetwork
  const enabled = p.$chains.get().eip155?.networkState.smartAccountEnabledNetworks ?? []
  if (network?.chainNamespace !== 'eip155' || !enabled.includes(Number(network.id))) return undefined
  const current = account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  return { current, other: current === 'smartAccount' ? 'eoa' : 'smartAccount' }
}

/** The error codes `accountTypeSwitch` can throw: none. */
export type AccountTypeSwitchErrorType = never
