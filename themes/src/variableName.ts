/** Every public CSS variable of Portico starts with this prefix. */
export const VARIABLE_PREFIX = 'portico'

/** `['color', 'focusRing']` → `portico-color-focus-ring` (the name without the leading `--`). */
export function variableName(path: readonly string[]): string {
  const words = path.map((part) =>
    part
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
      .toLowerCase(),
  )
  return [VARIABLE_PREFIX, ...words].join('-')
}
