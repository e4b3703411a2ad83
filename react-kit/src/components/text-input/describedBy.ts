/** The `aria-describedby` value for a field: the ids of the parts that are present, or undefined. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean)
  return present.length > 0 ? present.join(' ') : undefined
}
