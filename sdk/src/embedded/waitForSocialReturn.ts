import { SOCIAL_POPUP_POLL_MS, SOCIAL_POPUP_TIMEOUT_MS } from '../constants'
import { PorticoError } from '../errors'
import type { Platform, PlatformWindow, TimerHandle } from '../platform/types'
import { socialReturn, type SocialReturnTarget } from './socialReturn'
import { embeddedError } from './messages'

export interface WaitForSocialReturnOptions extends SocialReturnTarget {
  clock: Pick<Platform, 'setTimeout' | 'clearTimeout'>
  signal?: AbortSignal | undefined
}

/**
 * Looks at the social login window every SOCIAL_POPUP_POLL_MS until it is back on the app's origin with the
 * login result, and resolves with that address. Rejects when the user closed the window, when the result is
 * not this login's, after SOCIAL_POPUP_TIMEOUT_MS ('Embedded Wallet Request Timed Out'), or when `signal` aborts.
 */
export function waitForSocialReturn(popup: PlatformWindow, options: WaitForSocialReturnOptions): Promise<string> {
  const { clock, signal } = options
  return new Promise<string>((resolve, reject) => {
    let poll: TimerHandle | undefined
    const finish = (outcome: () => void) => {
      if (poll !== undefined) clock.clearTimeout(poll)
      clock.clearTimeout(deadline)
      signal?.removeEventListener('abort', onAbort)
      outcome()
    }
    const fail = (error: PorticoError) => finish(() => reject(error))
    const onAbort = () => fail(new PorticoError('REQUEST_ABORTED'))
    const look = () => {
      const href = popup.sameOriginUrl()
      const seen = href === undefined ? { kind: 'waiting' as const } : socialReturn(href, options)
      if (seen.kind === 'returned') return finish(() => resolve(seen.uri))
      if (seen.kind === 'invalid')
        return fail(new PorticoError('INVALID_RESPONSE', { params: { field: 'social login', reason: seen.reason } }))
      if (popup.isClosed()) return fail(embeddedError('SOCIAL_POPUP_CLOSED'))
      poll = clock.setTimeout(look, SOCIAL_POPUP_POLL_MS)
    }
    const deadline = clock.setTimeout(() => fail(embeddedError('FRAME_REQUEST_TIMEOUT')), SOCIAL_POPUP_TIMEOUT_MS)
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort)
    look()
  })
}
