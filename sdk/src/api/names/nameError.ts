import { safeParse } from 'valibot'
import { nameErrorSchema } from '../schemas/names'

/**
 * The message of a name-service error body to show (spec §8): its first reason's description; undefined otherwise,
 * and the caller shows its own catalogue message. A bare `message` ('Internal Server Error', 'Unauthorized: …') is
 * the server's wording for developers, never shown to a user.
 */
export function parseNameError(body: unknown): string | undefined {
  const parsed = safeParse(nameErrorSchema, typeof body === 'string' ? parseJsonText(body) : body)
  if (!parsed.success) return undefined
  const description = parsed.output.reasons?.[0]?.description
  return description || undefined
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined // plain text is not a name-service error body
  }
}
