import { TRUNCATE_END_CHARS, TRUNCATE_START_CHARS } from '../constants'
import { checkParam, textParam } from '../validation/checkParam'

/**
 * Shortens an address for display: the first `start` and last `end` characters around an ellipsis
 * ('0xf39F…b92266'). An address that is already that short is returned whole.
 */
export function truncateAddress(address: string, start = TRUNCATE_START_CHARS, end = TRUNCATE_END_CHARS): string {
  checkParam('address', textParam(), address)
  const head = Math.max(0, Math.floor(start))
  const tail = Math.max(0, Math.floor(end))
  if (address.length <= head + tail) return address
  return `${address.slice(0, head)}…${address.slice(address.length - tail)}`
}
