import * as v from 'valibot'

/** Spec §5: the theme mode is light or dark. */
export const themeModeSchema = v.picklist(['light', 'dark'])
/** The theme mode: light or dark. */
export type ThemeMode = v.InferOutput<typeof themeModeSchema>

export function isThemeMode(value: unknown): value is ThemeMode {
  return v.is(themeModeSchema, value)
}
