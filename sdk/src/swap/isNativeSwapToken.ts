import { NATIVE_TOKEN_ADDRESS } from '../constants'
import type { SwapToken } from '../api/schemas/convert'

/** Whether a swap token is its network's native coin (its address is the eip155 native placeholder). */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS.eip155)
}
