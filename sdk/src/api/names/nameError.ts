import { safeParse } from 'valibot'
import { nameErrorSchema } from '../schemas/names'

/**
 * The message of a name-service error body (spec §8): the first reason's description, else its message;
 * undefined when the body says nothing usable (the caller then shows its own catalogue message).
 */
export function parseNameError(body: unknown): string | undefined {
  const parsed = safeParse(nameErrorSchema, typeof body === 'string' ? parseJsonText(body) : body)
  if (!parsed.success) return undefined
  const description = parsed.output.reasons?.[0]?.description
  return description || parsed.output.message || undefined
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined // plain text is not a name-service error body
  }
}
