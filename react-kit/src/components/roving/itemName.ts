/**
 * The accessible name of a list item with its states, joined the way the locale lists things:
 * `itemName('en', 'MetaMask', ['installed', 'recent'])` → "MetaMask, installed, recent".
 * The state words come translated from the message catalogue.
 */
export function itemName(locale: string, name: string, states: readonly string[] = []): string {
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format([name, ...states])
}
