/** The list without later duplicates (same id), in order. */
export function uniqueById<T extends { id: string }>(list: readonly T[]): T[] {
  const seen = new Set<string>()
  return list.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
}
