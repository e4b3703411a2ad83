/**
 * What a page's universal rules (`*:hover { background: pink; outline: 3px dotted red }`, `*:active { opacity: 0.3 }`)
 * would paint on an element's shadow host, around the kit or over it: set back on the host itself, `!important`, in
 * its own style (CSSOM, which a Content-Security-Policy without 'unsafe-inline' allows). Layout (margin, position,
 * display, size) stays the page's to set.
 */
const RESET: readonly (readonly [string, string])[] = [
  ['background', 'none'],
  ['border', 'none'],
  ['outline', 'none'],
  ['box-shadow', 'none'],
  ['padding', '0'],
  ['opacity', '1'],
  ['transform', 'none'],
  ['filter', 'none'],
  ['text-decoration', 'none'],
]

export function resetHost(host: HTMLElement): void {
  for (const [property, value] of RESET) host.style.setProperty(property, value, 'important')
}
