// Types of src/relay/jwt.js.

export class RelayAuthError extends Error {
  constructor(message: string, options?: { cause?: unknown })
}

export function clientIdFromJwt(auth: string | null | undefined): string

export function clientIdFromRequestUrl(requestUrl: string | undefined): string
