import { CORE_MESSAGES, fillMessage, type CoreErrorCode, type MessageParams } from './messages'

/** Where an error comes from: Portico itself, a service's API, or the embedded wallet. */
export type ErrorCategory = 'INTERNAL_SDK_ERROR' | 'API_ERROR'

/** What a PorticoError may carry: its category, the values of its message and its cause. */
export interface PorticoErrorOptions {
  category?: ErrorCategory
  cause?: unknown
  /** The values the message's placeholders are filled with. */
  params?: MessageParams
}

/** A domain's error: its message template travels with it (see `errorFactory`). */
export interface TemplatedErrorOptions extends PorticoErrorOptions {
  template: string
}

const coreMessages: Readonly<Record<string, string>> = CORE_MESSAGES

/**
 * Every error the SDK throws: a code of the catalogue, its exact message, a category, the values the message was
 * filled with and the cause. A core code carries the core's message; a domain's code is built by that domain's
 * `errorFactory`, which passes its message as `template`. The type of `code` is the code thrown (a core code, or
 * the codes of the domain that built it): errors/ knows no domain, and `ErrorCode`, the union of all, is assembled
 * by the entries that name it.
 */
export class PorticoError<code extends string = string> extends Error {
  override readonly name: string = 'PorticoError'
  readonly code: code
  readonly category: ErrorCategory
  /** The values filled into the message ('HTTP status code {status}' → { status: 503 }). */
  readonly params: MessageParams

  constructor(code: code & CoreErrorCode, options?: PorticoErrorOptions)
  constructor(code: code, options: TemplatedErrorOptions)
  constructor(code: code, options: PorticoErrorOptions & { template?: string } = {}) {
    const params = options.params ?? {}
    super(
      fillMessage(options.template ?? coreMessages[code] ?? code, params),
      options.cause === undefined ? undefined : { cause: options.cause },
    )
    this.code = code
    this.category = options.category ?? 'INTERNAL_SDK_ERROR'
    this.params = params
  }
}

/**
 * Whether `error` is a PorticoError (of `code`, when given).
 *
 * @example
 * if (isPorticoError(error, 'USER_REJECTED')) showDeclined()
 */
export function isPorticoError<C extends string = string>(error: unknown, code?: C): error is PorticoError<C> {
  return error instanceof PorticoError && (code === undefined || error.code === code)
}

/** A readable message for anything thrown: the error's own message, a string, or 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message)
    return error.message
  return CORE_MESSAGES.UNKNOWN
}
