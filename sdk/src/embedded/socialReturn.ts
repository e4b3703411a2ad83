import * as v from 'valibot'
import type { FrameMessageEvent } from '../platform/types'
import { checkParam, objectParam } from '../validation/checkParam'
import { allowedUrl } from '../url/schemas'

/** Where a social login's result must come from: the secure site's origin, for the login that was started. */
export interface SocialReturnTarget {
  /** The secure site's origin (the embedded-wallet frame's): the only one a result is taken from. */
  origin: string
  /** The `state` of the consent page's address; when it had one, the result must carry the same. */
  state: string | undefined
}

/** What a message from the social login window says about the login. */
export type SocialReturn = { kind: 'waiting' } | { kind: 'returned'; uri: string } | { kind: 'invalid'; reason: string }

const resultSchema = v.object({ resultUri: allowedUrl('web') })

/**
 * Reads a message the social login window posted. The secure site ends a login the way the provider sent the
 * window back to it: it posts `{ resultUri }`, its own address with `state` and a `code` or an `error`, to the app.
 * Any other message → waiting; a result from another origin, not a web address, without a code or an error, or
 * for another login → invalid; else returned (the frame then tells a granted login from a denied one).
 *
 * @example
 * socialReturn({ origin: 'https://secure.walletconnect.org', data: { resultUri } }, { origin, state }) // returned
 */
export function socialReturn(message: FrameMessageEvent, target: SocialReturnTarget): SocialReturn {
  checkParam('target', objectParam(), target)
  const { data } = message
  if (typeof data !== 'object' || data === null || !('resultUri' in data)) return { kind: 'waiting' }
  if (message.origin !== target.origin)
    return { kind: 'invalid', reason: `the login result came from ${message.origin}, not ${target.origin}` }
  const parsed = v.safeParse(resultSchema, data)
  if (!parsed.success) return { kind: 'invalid', reason: 'the login result is not a web address' }
  const url = new URL(parsed.output.resultUri)
  const params = url.searchParams
  const state = params.get('state')
  if (state === null || !(params.has('code') || params.has('error')))
    return { kind: 'invalid', reason: 'the login result has no code and no error' }
  if (target.state !== undefined && state !== target.state)
    return { kind: 'invalid', reason: 'the login result is for another login' }
  return { kind: 'returned', uri: url.toString() }
}
