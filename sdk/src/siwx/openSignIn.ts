import { close } from '../modal/close'
import { noticeOf } from '../errors/notice'
import { open } from '../modal/open'
import { showSnackbar } from '../snackbar/showSnackbar'
import { activeSignInAccount } from './activeSignInAccount'
import { setSiwxState } from './setSiwxState'
import { siwxError } from './messages'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `openSignIn` returns. */
export type OpenSignInReturnType = boolean

/**
 * Opens the sign-in after a connect (spec §4), unless the configuration already holds a session for the active
 * account on its network: then nothing more is asked (a modal left open by the connect closes; one the user opened
 * while the sessions were read, as after a silent reconnect at page load, stays). Otherwise SIWXSignMessage opens and
 * the account waits to sign in (`$siwx.awaiting`). Resolves whether a sign-in is now asked. Without a sign-in
 * configuration nothing happens. When the sessions cannot be read, the snackbar says 'A problem occurred while
 * trying initialize authentication' and that error is thrown.
 *
 * @example
 * if (!openSignIn(portico)) console.log('already signed in, or sign-in is off')
 */
export function openSignIn(p: Portico): Promise<boolean> {
  return runAction(p, async (p) => {
    const siwx = p.$options.get().siwx
    if (!siwx) return false
    const account = activeSignInAccount(p)
    const required = siwx.getRequired?.() ?? false
    // Only a modal the connect left open is closed below: not one the user opened while the sessions were read.
    const leftOpen = p.$modal.get().open
    let sessions: unknown[]
    try {
      sessions = await siwx.getSessions(account.caipNetworkId, account.address)
    } catch (cause) {
      const error = siwxError('SIWX_INIT_FAILED', { cause })
      showSnackbar(p, { variant: 'error', ...noticeOf(error) })
      throw error
    }
    if (sessions.length > 0) {
      setSiwxState(p, { required, awaiting: undefined, status: 'success', error: undefined })
      if (leftOpen && p.$modal.get().open && p.$router.get().view !== 'UnsupportedChain') close(p)
      return false
    }
    setSiwxState(p, { required, awaiting: account.caipAddress, status: 'idle', message: undefined, error: undefined })
    open(p, { view: 'SIWXSignMessage' })
    return true
  })
}

/** The error codes `openSignIn` can throw. */
export type OpenSignInErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_PARAMETER'
  | 'SIWX_INIT_FAILED'
  | 'SIWX_NO_ADDRESS'
