/**
 * A stable 32-bit number for a text (a multiplicative string hash): the same address or network always gets the same
 * colour, and neighbouring texts get different ones. Not for anything secret.
 *
 * @example stringHash('eip155:31337') // the same number on every render and page
 */
export function stringHash(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash
}
