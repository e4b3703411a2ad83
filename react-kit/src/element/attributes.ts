import { PorticoError } from '@portico/sdk'
import { createPorticoTheme } from '@portico/themes'
import * as v from 'valibot'

// What the elements read from their attributes and properties. Both come from the page (its markup, a framework's
// bindings), so every value is checked here, before it reaches the kit: a bad one is a PorticoError.

/** The modal element's settings: theme mode, accent colour, locale. */
export interface ModalSettings {
  themeMode?: 'dark' | 'light'
  accent?: string
  locale?: string
}

/** The button element's settings: balance and network display. */
export interface ButtonSettings {
  balance?: 'show' | 'hide'
  network?: 'show' | 'hide'
}

const invalid = (name: string, reason: string) => new PorticoError('INVALID_PARAMETER', { params: { name, reason } })

const showHide = v.picklist(['show', 'hide'], 'must be show or hide')
const themeMode = v.picklist(['dark', 'light'], 'must be light or dark')
// A colour: hex, a name, or a colour function of numbers (no url(), no var(), nothing a page could smuggle in).
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\d\s.,%/+-]*\))$/i
const accent = v.pipe(
  v.string('must be a string'),
  v.check((value) => {
    if (!COLOUR.test(value.trim())) return false
    try {
      createPorticoTheme({ accent: value })
      return true
    } catch {
      return false
    }
  }, 'must be a CSS colour'),
)
// Any language tag ('es', 'pt-BR'): the provider shows the closest catalogue, else English.
const locale = v.pipe(
  v.string('must be a string'),
  v.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'must be a language tag'),
)

const schemas: Record<string, v.GenericSchema> = {
  'theme-mode': themeMode,
  accent,
  locale,
  balance: showHide,
  network: showHide,
}

/** The attributes each element observes. */
export const MODAL_ATTRIBUTES = ['theme-mode', 'accent', 'locale'] as const
export const BUTTON_ATTRIBUTES = ['balance', 'network'] as const

/**
 * The value of attribute `name` as the kit takes it: `undefined` when it is absent (the kit's default), else the
 * checked value. A value that does not pass throws INVALID_PARAMETER naming the attribute.
 */
export function readAttribute(name: string, value: string | null): string | undefined {
  if (value === null) return undefined
  const schema = schemas[name]
  if (!schema) throw invalid(name, 'is not an attribute of the element')
  const result = v.safeParse(schema, value)
  if (!result.success) throw invalid(name, result.issues[0].message)
  return result.output as string
}
