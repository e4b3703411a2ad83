import type { CaipAddress, CaipNetworkId } from './types'
import { parseCaipAddress } from './parseCaipAddress'
import { caipError } from './messages'

/** Joins a network id and a plain address into a CAIP-10 address; throws INVALID_CAIP_ADDRESS if that fails. */
export function toCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  const parsed = parseCaipAddress(`${networkId}:${address}`)
  if (!parsed) throw caipError('INVALID_CAIP_ADDRESS', { params: { value: `${networkId}:${address}` } })
  return parsed.caipAddress
}
