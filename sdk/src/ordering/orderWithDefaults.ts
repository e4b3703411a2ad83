/** The known entries of `configured`, each once, then the rest of `defaults` in their order. */
export function orderWithDefaults<T extends string>(configured: readonly string[], defaults: readonly T[]): T[] {
  const isKnown = (value: string): value is T => (defaults as readonly string[]).includes(value)
  const chosen = [...new Set(configured)].filter(isKnown)
  return [...chosen, ...defaults.filter((value) => !chosen.includes(value))]
}
