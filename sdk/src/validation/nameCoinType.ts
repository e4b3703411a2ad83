import { NAME_CHAIN_ID_LIMIT } from '../constants'
import { PorticoError } from '../errors'

// ENSIP-11: an EVM chain's coin type is its chain id with the top bit set.
const EVM_COIN_TYPE_BIT = 0x8000_0000

/**
 * The coin type a name is registered under for an EVM chain. The chain id must be an integer from 0 up to
 * (not including) 2147483648, else PorticoError('INVALID_CHAIN_ID') ('Invalid chainId').
 */
export function nameCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= NAME_CHAIN_ID_LIMIT) {
    throw new PorticoError('INVALID_CHAIN_ID', { params: { chainId } })
  }
  return (EVM_COIN_TYPE_BIT | chainId) >>> 0
}
