import { HTTP_TIMEOUT_MS } from '../../constants'
import type { HttpOptions, RequestOptions } from './createHttp'
import { cleanQuery } from './query'
import { requestError } from '../../errors/requestMessages'

/** One request: where to, with which body (text and its type), and how to read the answer's body. */
export interface SendRequestParams<T> {
  method: 'GET' | 'POST'
  path: string
  body?: { text: string; type: string } | undefined
  request: RequestOptions
  read: (response: Response) => Promise<T>
}

/** An answer: its status and content type, and the body as `read` gave it. */
export interface HttpAnswer<T> {
  ok: boolean
  status: number
  contentType: string
  data: T
}

/**
 * Sends one request to a service (see `createHttp`): the common query, a time-out that covers reading the body, the
 * caller's abort signal, no retries; a failure to get an answer is REQUEST_TIMEOUT, REQUEST_ABORTED or
 * REQUEST_FAILED. The status is left to the caller.
 *
 * @example
 * const { ok, data } = await sendRequest({ baseUrl }, { method: 'GET', path: 'fee-estimates', request: {}, read: (r) => r.text() })
 */
export async function sendRequest<T>(options: HttpOptions, params: SendRequestParams<T>): Promise<HttpAnswer<T>> {
  const { method, path, body, request, read } = params
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
  const callerSignal = request.signal
  if (callerSignal?.aborted) throw requestError('REQUEST_ABORTED', { category: 'API_ERROR' })
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
      ...(body && { body: body.text, headers: { 'content-type': body.type } }),
    })
    return {
      ok: response.ok,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      data: await read(response), // inside the time-out: a body that never ends times out too
    }
  } catch (cause) {
    if (timedOut) throw requestError('REQUEST_TIMEOUT', { category: 'API_ERROR', cause, params: { ms: timeoutMs } })
    if (callerSignal?.aborted) throw requestError('REQUEST_ABORTED', { category: 'API_ERROR', cause })
    throw requestError('REQUEST_FAILED', {
      category: 'API_ERROR',
      cause,
      params: { url: options.baseUrl, reason: rootReason(cause) },
    })
  } finally {
    clearTimeout(timer)
    callerSignal?.removeEventListener('abort', forwardAbort)
  }
}

/** The body of an error answer: its JSON when it is JSON, else its text (undefined when empty). */
export function parseErrorBody(text: string): unknown {
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
