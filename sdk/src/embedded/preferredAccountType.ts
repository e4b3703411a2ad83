import type { Portico } from '../instance/types'
import { STORAGE_KEYS } from '../storage/keys'
import type { EmbeddedAccountType } from './protocol'

/**
 * The account type the user prefers on eip155 (state, else storage, else the app's default), when it is one the
 * embedded wallet has (eoa or smartAccount).
 */
export function preferredAccountType(p: Portico): EmbeddedAccountType | undefined {
  const type =
    p.$chains.get().eip155?.accountState.preferredAccountType ??
    p.storage.read(STORAGE_KEYS.preferredAccountTypes)?.eip155 ??
    p.$options.get().defaultAccountTypes.eip155
  return type === 'eoa' || type === 'smartAccount' ? type : undefined
}
