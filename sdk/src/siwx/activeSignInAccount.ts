import { parseCaipAddress, type ParsedCaipAddress } from '../caip/parseCaipAddress'
import type { Portico } from '../portico/types'
import { siwxError } from './messages'

/** The active account to sign in with (address and network); throws 'No ActiveCaipAddress found' when none. */
export function activeSignInAccount(p: Portico): ParsedCaipAddress {
  const parsed = parseCaipAddress(p.$account.get().caipAddress)
  if (!parsed) throw siwxError('SIWX_NO_ADDRESS')
  return parsed
}
