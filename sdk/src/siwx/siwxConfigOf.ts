import type { Portico } from '../portico/types'
import type { SiwxConfig } from './types'
import { siwxError } from './messages'

/** The instance's sign-in configuration; throws 'SIWX is not enabled' when it has none. */
export function siwxConfigOf(p: Portico): SiwxConfig {
  const siwx = p.$options.get().siwx
  if (!siwx) throw siwxError('SIWX_NOT_ENABLED')
  return siwx
}
