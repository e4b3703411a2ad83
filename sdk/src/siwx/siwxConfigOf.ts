import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import type { SiwxConfig } from './types'

/** The instance's sign-in configuration; throws 'SIWX is not enabled' when it has none. */
export function siwxConfigOf(p: Portico): SiwxConfig {
  const siwx = p.$options.get().siwx
  if (!siwx) throw new PorticoError('SIWX_NOT_ENABLED')
  return siwx
}
