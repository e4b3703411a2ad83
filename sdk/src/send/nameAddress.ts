import { checkParam, numberParam, objectParam } from '../validation/checkParam'
import type { NameRecord } from '../api/schemas/names'
import { nameCoinType } from '../validation/nameCoinType'

/** ENSIP-11's coin type of Ethereum itself, where names registered for mainnet point. */
const ETHEREUM_COIN_TYPE = '60'

/** The address a name record gives for an EVM chain: its coin type's entry, else the Ethereum entry. */
export function nameAddress(record: NameRecord, chainId: number): string | undefined {
  checkParam('record', objectParam({ addresses: objectParam() }), record)
  checkParam('chainId', numberParam(), chainId)
  const addresses = record.addresses
  return (addresses[String(nameCoinType(chainId))] ?? addresses[ETHEREUM_COIN_TYPE])?.address
}
