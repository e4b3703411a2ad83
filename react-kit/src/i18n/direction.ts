export type Direction = 'ltr' | 'rtl'

/** Languages written right to left (by primary language subtag). */
export const RTL_LANGUAGES = ['ar', 'fa', 'he', 'ur'] as const

/** 'rtl' for Arabic, Persian, Hebrew and Urdu (any region), 'ltr' otherwise. */
export function directionOf(locale: string): Direction {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? ''
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr'
}
