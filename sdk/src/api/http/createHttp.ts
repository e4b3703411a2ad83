import { safeParse, type GenericSchema, type InferOutput } from 'valibot'
import type { PorticoError } from '../../errors'
import { requestError } from '../../errors/requestMessages'
import { HttpError } from './HttpError'
import type { Query } from './query'
import { parseErrorBody, sendRequest } from './sendRequest'
import { validateResponse } from './validate'
import * as v from 'valibot'
import { checkParam, objectParam } from '../../validation/checkParam'

/** How `createHttp` reaches a service: its base URL, query parameters sent every time, fetch and time-out. */
export interface HttpOptions {
  baseUrl: string
  /** Sent on every request (projectId, st, sv); empty values are left out. */
  params?: Query
  /** Appended as `clientId` when set. */
  clientId?: string | undefined
  /** Defaults to the global `fetch`, read at call time. */
  fetch?: typeof globalThis.fetch | undefined
  timeoutMs?: number | undefined
}

/** What one request may add: a signal to abort it and extra headers. */
export interface RequestOptions {
  query?: Query
  signal?: AbortSignal | undefined
}

/** The HTTP helper the clients share: JSON requests with a time-out, validated answers and typed errors. */
export interface Http {
  get<S extends GenericSchema>(path: string, schema: S, options?: RequestOptions): Promise<InferOutput<S>>
  post<S extends GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<InferOutput<S>>
  getBlob(path: string, options?: RequestOptions): Promise<Blob>
}

const apiError = (code: 'INVALID_RESPONSE', params: Record<string, string>, cause?: unknown): PorticoError =>
  requestError(code, { category: 'API_ERROR', params, cause })

/**
 * The one way Portico talks JSON over HTTP: each request sent by `sendRequest` (the common params, a time-out, the
 * caller's abort signal, no retries), non-OK statuses as `HttpError`, and every JSON answer validated against its
 * schema. `postText` is the same for a service that answers in text.
 */
export function createHttp(options: HttpOptions): Http {
  checkParam('options', objectParam({ baseUrl: v.string('must be a text') }), options)

  async function sendJson<S extends GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: S,
    request: RequestOptions = {},
  ): Promise<InferOutput<S>> {
    const json = body === undefined ? undefined : { text: JSON.stringify(body), type: 'application/json' }
    const answer = await sendRequest(options, { method, path, body: json, request, read: (r) => r.text() })
    const { ok, status, data: text } = answer
    if (!ok) throw new HttpError(status, parseErrorBody(text))
    if (text.trim() === '') {
      if (safeParse(schema, undefined).success) return validateResponse(schema, undefined)
      throw apiError('INVALID_RESPONSE', { field: 'body', reason: 'empty body' })
    }
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (cause) {
      throw apiError('INVALID_RESPONSE', { field: 'body', reason: 'malformed JSON' }, cause)
    }
    return validateResponse(schema, value)
  }

  return {
    get: (path, schema, request) => sendJson('GET', path, undefined, schema, request),
    post: (path, body, schema, request) => sendJson('POST', path, body, schema, request),
    async getBlob(path, request = {}) {
      const {
        ok,
        status,
        contentType,
        data: blob,
      } = await sendRequest(options, { method: 'GET', path, request, read: (r) => r.blob() })
      if (!ok) throw new HttpError(status, parseErrorBody(await blob.text()))
      if (!contentType.startsWith('image/'))
        throw apiError('INVALID_RESPONSE', { field: 'content-type', reason: `expected an image, got '${contentType}'` })
      return blob
    },
  }
}
