import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { urlString } from '../validation/schemaParts'

/** Where the social login window must come back to: the app's origin, with the state of the login it started. */
export interface SocialReturnTarget {
  origin: string
  /** The `state` of the consent page's address; when it had one, the return must carry the same. */
  state: string | undefined
}

/** What the window's address says about the login. */
export type SocialReturn = { kind: 'waiting' } | { kind: 'returned'; uri: string } | { kind: 'invalid'; reason: string }

const returnSchema = urlString()

/**
 * Reads the social login window's address: still on its way (its first blank page, or a page of the app without
 * a login result) → waiting; back on the app's origin with `state` and a `code` or an `error` → returned (the
 * frame then tells a granted login from a denied one); a result for another login, or from another origin,
 * → invalid.
 */
export function socialReturn(href: string, target: SocialReturnTarget): SocialReturn {
  checkParam('target', objectParam(), target)
  const parsed = v.safeParse(returnSchema, href)
  if (!parsed.success) return { kind: 'waiting' }
  const url = new URL(parsed.output)
  const params = url.searchParams
  const state = params.get('state')
  const hasResult = state !== null && (params.has('code') || params.has('error'))
  if (url.origin !== target.origin) {
    return hasResult
      ? { kind: 'invalid', reason: `the login came back to ${url.origin}, not ${target.origin}` }
      : { kind: 'waiting' }
  }
  if (!hasResult) return { kind: 'waiting' }
  if (target.state !== undefined && state !== target.state)
    return { kind: 'invalid', reason: 'the login result is for another login' }
  return { kind: 'returned', uri: url.toString() }
}
