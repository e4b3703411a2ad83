import type { Messages } from './en'

/** Every dotted key of a nested catalogue: 'connect.emailLabel' | 'account.tabs.tokens' | … */
export type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type MessageKey = KeysOf<Messages>

/** Nested messages: a string, or more of them by name. */
export interface MessageTree {
  readonly [name: string]: string | MessageTree
}

/**
 * Some sections of a catalogue: a whole locale's catalogue, or one section of the English one (`i18n/en/send.ts`:
 * the `send` section, what the send views show).
 */
export type CataloguePart = Readonly<Record<string, MessageTree>>

/** Flattens a nested catalogue to dotted keys: `{ 'connect.emailLabel': 'Email', … }`. */
export function flattenMessages(messages: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value)
    else if (value && typeof value === 'object') {
      for (const [inner, text] of flattenMessages(value, `${prefix}${key}.`)) out.set(inner, text)
    }
  }
  return out
}
