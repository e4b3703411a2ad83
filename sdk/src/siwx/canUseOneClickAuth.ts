import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam, listParam, objectParam } from '../validation/checkParam'
import type { CaipNetwork } from '../networks/types'
import type { SiwxConfig } from './types'

/** What decides whether WalletConnect's one-click sign-in can be used. */
export interface OneClickAuthOptions {
  siwx?: SiwxConfig
  networks: readonly CaipNetwork[]
}

/**
 * Whether a WalletConnect pairing may sign in at once (`authenticate`, one-click sign-in): only with a sign-in
 * configuration and when every network of the app is eip155 (spec §5).
 */
export function canUseOneClickAuth(options: OneClickAuthOptions): boolean {
  const { siwx, networks } = checkParam('options', objectParam({ networks: listParam(networkParamSchema()) }), options)
  return Boolean(siwx) && networks.length > 0 && networks.every((n) => n.chainNamespace === 'eip155')
}
