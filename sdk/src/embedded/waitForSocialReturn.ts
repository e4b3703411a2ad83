import { SOCIAL_POPUP_POLL_MS, SOCIAL_POPUP_TIMEOUT_MS } from '../constants'
import type { PorticoError } from '../errors'
import type { Platform, PlatformWindow, TimerHandle } from '../platform/types'
import { socialReturn, type SocialReturnTarget } from './socialReturn'
import { embeddedError } from './messages'
import { requestError } from '../errors/requestMessages'

export interface WaitForSocialReturnOptions extends SocialReturnTarget {
  clock: Pick<Platform, 'setTimeout' | 'clearTimeout'>
  signal?: AbortSignal | undefined
}

/**
 * Waits for the social login window to post the login's result from the secure site (see `socialReturn`) and
 * resolves with its address; looks every SOCIAL_POPUP_POLL_MS whether the user closed the window. Rejects when the
 * user closed it, when a result is untrusted or not this login's, after SOCIAL_POPUP_TIMEOUT_MS ('Embedded Wallet
 * Request Timed Out'), or when `signal` aborts.
 */
export function waitForSocialReturn(popup: PlatformWindow, options: WaitForSocialReturnOptions): Promise<string> {
  const { clock, signal } = options
  return new Promise<string>((resolve, reject) => {
    let poll: TimerHandle | undefined
    let done = false
    let unsubscribe = () => {}
    const finish = (outcome: () => void) => {
      if (done) return
      done = true
      if (poll !== undefined) clock.clearTimeout(poll)
      clock.clearTimeout(deadline)
      signal?.removeEventListener('abort', onAbort)
      unsubscribe()
      outcome()
    }
    const fail = (error: PorticoError) => finish(() => reject(error))
    const onAbort = () => fail(requestError('REQUEST_ABORTED'))
    const look = () => {
      if (popup.isClosed()) return fail(embeddedError('SOCIAL_POPUP_CLOSED'))
      poll = clock.setTimeout(look, SOCIAL_POPUP_POLL_MS)
    }
    const deadline = clock.setTimeout(() => fail(embeddedError('FRAME_REQUEST_TIMEOUT')), SOCIAL_POPUP_TIMEOUT_MS)
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort)
    unsubscribe = popup.onMessage((message) => {
      const seen = socialReturn(message, options)
      if (seen.kind === 'returned') finish(() => resolve(seen.uri))
      else if (seen.kind === 'invalid')
        fail(requestError('INVALID_RESPONSE', { params: { field: 'social login', reason: seen.reason } }))
    })
    look()
  })
}
