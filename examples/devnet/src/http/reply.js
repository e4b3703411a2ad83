// @ts-check

/**
 * @typedef {{ status: number, contentType: string, body: string | Buffer, headers?: Record<string, string> }} Reply
 */

/**
 * A JSON reply.
 * @param {unknown} value
 * @param {number} [status]
 * @returns {Reply}
 */
export const json = (value, status = 200) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
})

/**
 * A reply with any body.
 * @param {string | Buffer} body
 * @param {string} contentType
 * @param {number} [status]
 * @returns {Reply}
 */
export const raw = (body, contentType, status = 200) => ({ status, contentType, body })

/** An error a handler throws to answer with `status` and a JSON `body`. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   */
  constructor(status, body) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`)
    this.status = status
    this.body = body
  }
}

/** @param {string} message */
export const badRequest = (message) => new HttpError(400, { message })
/** @param {string} message */
export const notFound = (message) => new HttpError(404, { message })

export const INVALID_KEY = 'Unauthorized: invalid key'
export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed'
