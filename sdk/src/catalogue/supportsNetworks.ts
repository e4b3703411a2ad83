import { checkParam, listParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { CatalogueWallet } from '../api/schemas/catalogue'

/** The wallet lists at least one of the requested networks (CAIP ids). With none requested, any wallet fits. */
export function supportsNetworks(wallet: Pick<CatalogueWallet, 'chains'>, networkIds: readonly string[]): boolean {
  checkParam('wallet', objectParam(), wallet)
  checkParam('networkIds', listParam(v.string()), networkIds)
  if (networkIds.length === 0) return true
  return (wallet.chains ?? []).some((chain) => networkIds.includes(chain))
}
