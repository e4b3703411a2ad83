import type { SwapToken } from '../api/schemas/convert'

/** The tokens whose symbol or name contains the search text (trimmed, any case); all of them for an empty search. */
export function searchSwapTokens<T extends Pick<SwapToken, 'symbol' | 'name'>>(tokens: readonly T[], text: string): T[] {
  const query = text.trim().toLowerCase()
  if (!query) return [...tokens]
  return tokens.filter((token) => token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query))
}
