import { safeParse, type GenericSchema, type InferOutput } from 'valibot'
import { HTTP_TIMEOUT_MS } from '../../constants'
import { PorticoError } from '../../errors'
import { HttpError } from './HttpError'
import { cleanQuery, type Query } from './query'
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

interface Answer<T> {
  ok: boolean
  status: number
  contentType: string
  data: T
}

const apiError = (code: 'INVALID_RESPONSE', params: Record<string, string>, cause?: unknown): PorticoError =>
  new PorticoError(code, { category: 'API_ERROR', params, cause })

/**
 * The one way Portico talks HTTP: query built from the common params, a time-out, the caller's abort signal,
 * no retries, non-OK statuses as `HttpError`, and every JSON answer validated against its schema.
 */
export function createHttp(options: HttpOptions): Http {
  checkParam('options', objectParam({ baseUrl: v.string('must be a text') }), options)
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    request: RequestOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<Answer<T>> {
    const callerSignal = request.signal
    if (callerSignal?.aborted) throw new PorticoError('REQUEST_ABORTED', { category: 'API_ERROR' })
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forwardAbort = (): void => controller.abort()
    callerSignal?.addEventListener('abort', forwardAbort, { once: true })
    try {
      const url = new URL(path.replace(/^\//, ''), base)
      const query = cleanQuery({ ...options.params, clientId: options.clientId, ...request.query })
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        method,
        signal: controller.signal,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      })
      return {
        ok: response.ok,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        data: await read(response), // inside the time-out: a body that never ends times out too
      }
    } catch (cause) {
      if (timedOut)
        throw new PorticoError('REQUEST_TIMEOUT', { category: 'API_ERROR', cause, params: { ms: timeoutMs } })
      if (callerSignal?.aborted) throw new PorticoError('REQUEST_ABORTED', { category: 'API_ERROR', cause })
      throw new PorticoError('REQUEST_FAILED', {
        category: 'API_ERROR',
        cause,
        params: { url: options.baseUrl, reason: rootReason(cause) },
      })
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', forwardAbort)
    }
  }

  async function sendJson<S extends GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: S,
    request: RequestOptions = {},
  ): Promise<InferOutput<S>> {
    const { ok, status, data: text } = await send(method, path, body, request, (r) => r.text())
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
      const { ok, status, contentType, data: blob } = await send('GET', path, undefined, request, (r) => r.blob())
      if (!ok) throw new HttpError(status, parseErrorBody(await blob.text()))
      if (!contentType.startsWith('image/'))
        throw apiError('INVALID_RESPONSE', { field: 'content-type', reason: `expected an image, got '${contentType}'` })
      return blob
    },
  }
}

/** The body of an error answer: its JSON when it is JSON, else its text (undefined when empty). */
function parseErrorBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text // not JSON: the text is still the server's explanation
  }
}

/** The innermost cause's message, e.g. 'connect ECONNREFUSED 127.0.0.1:1'. */
function rootReason(error: unknown): string {
  let current: unknown = error
  while (current instanceof Error && current.cause instanceof Error) current = current.cause
  return current instanceof Error ? current.message : String(current)
}
