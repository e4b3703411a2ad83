import { checkParam, listParam, objectParam, textParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { TokenBalance } from '../chains/types'

/** The tokens whose symbol or name contains the search text (trimmed, any case); every token for a blank search. */
export function searchTokens<T extends Pick<TokenBalance, 'symbol' | 'name'>>(tokens: readonly T[], text: string): T[] {
  checkParam('tokens', listParam(objectParam({ symbol: v.string(), name: v.string() })), tokens)
  checkParam('text', textParam(), text)
  const wanted = text.trim().toLowerCase()
  if (!wanted) return [...tokens]
  return tokens.filter(
    (token) => token.symbol.toLowerCase().includes(wanted) || token.name.toLowerCase().includes(wanted),
  )
}
