import { checkParam, listParam, objectParam, textParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { SwapToken } from '../api/schemas/convert'

/** The tokens whose symbol or name contains the search text (trimmed, any case); all of them for an empty search. */
export function searchSwapTokens<T extends Pick<SwapToken, 'symbol' | 'name'>>(
  tokens: readonly T[],
  text: string,
): T[] {
  checkParam('tokens', listParam(objectParam({ symbol: v.string(), name: v.string() })), tokens)
  checkParam('text', textParam(), text)
  const query = text.trim().toLowerCase()
  if (!query) return [...tokens]
  return tokens.filter(
    (token) => token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query),
  )
}
