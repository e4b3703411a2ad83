import type { GenericSchema, InferOutput } from 'valibot'
import type { HttpOptions, RequestOptions } from './createHttp'
import { HttpError } from './HttpError'
import { parseErrorBody, sendRequest } from './sendRequest'
import { validateResponse } from './validate'

/**
 * Posts `text` as text/plain to a service that answers in text (such as an Esplora server's `POST /tx`), with the
 * time-out and errors of `createHttp`; the answer's text, trimmed and validated against `schema`.
 *
 * @example
 * const txid = await postText({ baseUrl: 'https://mempool.space/api' }, 'tx', rawHex, v.string())
 */
export async function postText<S extends GenericSchema>(
  options: HttpOptions,
  path: string,
  text: string,
  schema: S,
  request: RequestOptions = {},
): Promise<InferOutput<S>> {
  const body = { text, type: 'text/plain' }
  const { ok, status, data } = await sendRequest(options, {
    method: 'POST',
    path,
    body,
    request,
    read: (r) => r.text(),
  })
  if (!ok) throw new HttpError(status, parseErrorBody(data))
  return validateResponse(schema, data.trim())
}
