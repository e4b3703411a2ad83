import { SDK_TYPE_DEFAULT, SDK_VERSION } from '../../constants'
import { createHttp, type Http } from './createHttp'
import * as v from 'valibot'
import { checkParam, objectParam } from '../../validation/checkParam'

/** What every service client is configured with. */
export interface ServiceClientOptions {
  /** Defaults to the public service (docs/wire.md, Addresses). */
  baseUrl?: string | undefined
  projectId: string
  /** `st` on every call; defaults to 'appkit'. */
  sdkType?: string | undefined
  /** `sv` on every call. */
  sdkVersion?: string | undefined
  clientId?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  timeoutMs?: number | undefined
}

/** The HTTP layer of a catalogue or blockchain client: projectId, st and sv on every call. */
export function serviceHttp(options: ServiceClientOptions, defaultBaseUrl: string): Http {
  checkParam(
    'options',
    objectParam({ projectId: v.string('must be a text'), baseUrl: v.optional(v.string('must be a text')) }),
    options,
  )
  return createHttp({
    baseUrl: options.baseUrl ?? defaultBaseUrl,
    params: {
      projectId: options.projectId,
      st: options.sdkType ?? SDK_TYPE_DEFAULT,
      sv: options.sdkVersion ?? SDK_VERSION,
    },
    clientId: options.clientId,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  })
}

/** The optional last argument of every client call: an abort signal. */
export interface Signal {
  signal?: AbortSignal | undefined
}
