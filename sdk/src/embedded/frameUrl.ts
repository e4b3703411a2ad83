import { checkParam, objectParam, textParam } from '../validation/checkParam'
import * as v from 'valibot'
import { FRAME_PROTOCOL_VERSION } from '../constants'

/** The hosted embedded-wallet service, used when `apiUrls.frame` is not set. */
export const DEFAULT_FRAME_URL = 'https://secure.walletconnect.org'

/** The parameters of `frameUrl`. */
export interface FrameUrlParams {
  /** The frame service's base URL. */
  baseUrl: string
  projectId: string
  /** The chain the frame starts on (an eip155 chain id). */
  chainId: string | number
  enableLogger: boolean
  /** The app page's origin: the only one the frame talks to. */
  parentOrigin?: string | undefined
}

/** The frame page's URL (spec §7: projectId, chainId, version, enableLogger; plus parentOrigin). */
export function frameUrl(params: FrameUrlParams): string {
  checkParam(
    'params',
    objectParam({ baseUrl: textParam(), projectId: textParam(), chainId: v.union([v.string(), v.number()]) }),
    params,
  )
  const url = new URL(`${params.baseUrl.replace(/\/+$/, '')}/sdk`)
  url.searchParams.set('projectId', params.projectId)
  url.searchParams.set('chainId', String(params.chainId))
  url.searchParams.set('version', String(FRAME_PROTOCOL_VERSION))
  url.searchParams.set('enableLogger', String(params.enableLogger))
  if (params.parentOrigin) url.searchParams.set('parentOrigin', params.parentOrigin)
  return url.toString()
}
