import * as v from 'valibot'
import type { Portico } from '../portico/types'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { checkUrl } from './checkUrl'
import type { UrlKind } from './urlPolicy'

/** The parameters of `openUrl`. */
export interface OpenUrlParams {
  /** The address to open. */
  url: string
  /** What it must be by the URL policy: a web page (default), a wallet's app link, or a WalletConnect pairing. */
  kind?: Extract<UrlKind, 'web' | 'appLink' | 'pairing'>
  /** Where: a new tab (default), or `_self` for an app link that leaves the page in place. */
  target?: string
}

const openUrlParamsSchema = () =>
  objectParam({
    url: textParam(),
    kind: v.optional(v.picklist(['web', 'appLink', 'pairing'], 'must be web, appLink or pairing')),
    target: v.optional(textParam()),
  })

/** What `openUrl` returns. */
export type OpenUrlReturnType = undefined

/**
 * Opens `url` through the platform once the URL policy allows it as `kind`; throws `UNSAFE_URL` otherwise, and
 * nothing opens. Every link Portico opens goes through here.
 *
 * @example openUrl(portico, { url: 'https://checkout.example/abc' })
 * @example openUrl(portico, { url: pairing.uri, kind: 'pairing' })
 */
export function openUrl(p: Portico, params: OpenUrlParams): void {
  const { url, kind = 'web', target = '_blank' } = checkParam('params', openUrlParamsSchema(), params)
  p.platform.openLink(checkUrl(url, kind), target)
}

/** The error codes `openUrl` can throw. */
export type OpenUrlErrorType = 'INVALID_PARAMETER' | 'UNSAFE_URL'
