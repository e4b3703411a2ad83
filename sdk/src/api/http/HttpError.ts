import { PorticoError } from '../../errors'
import { REQUEST_MESSAGES } from '../../errors/requestMessages'

/** A service answered with a non-OK status. `body` is the parsed JSON answer when there was one, else its text. */
export class HttpError extends PorticoError {
  override readonly name: string = 'HttpError'
  readonly status: number
  readonly body: unknown

  constructor(status: number, body: unknown) {
    super('HTTP_STATUS', { category: 'API_ERROR', params: { status }, template: REQUEST_MESSAGES.HTTP_STATUS })
    this.status = status
    this.body = body
  }
}

/** Whether `error` is a service's answer with a failing HTTP status (that status, when given). */
export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status)
}
