import { checkParam, listParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { ExcludedWallet } from './types'

/** Spec §5: an exclusion matches by rdns, or by name ignoring case. */
export function isExcluded(
  wallet: { name: string; rdns?: string | null | undefined },
  excluded: readonly ExcludedWallet[],
): boolean {
  checkParam('wallet', objectParam({ name: v.string() }), wallet)
  checkParam('excluded', listParam(), excluded)
  const name = wallet.name.toLowerCase()
  return excluded.some((e) => (e.rdns && wallet.rdns && e.rdns === wallet.rdns) || e.name.toLowerCase() === name)
}
