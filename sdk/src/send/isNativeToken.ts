import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { NAMESPACES, NATIVE_TOKEN_ADDRESS, type Namespace } from '../constants'
import type { TokenBalance } from '../chains/types'

/** Whether a balance is the network's native token: no token address, or the namespace's native placeholder. */
export function isNativeToken(token: Pick<TokenBalance, 'address'>, namespace: Namespace): boolean {
  checkParam('token', objectParam(), token)
  checkParam('namespace', v.picklist(NAMESPACES, 'must be a namespace'), namespace)
  if (!token.address) return true
  return token.address.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS[namespace].toLowerCase())
}
