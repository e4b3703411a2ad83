import { checkParam, objectParam, textParam } from '../validation/checkParam'
import type { NameSuggestion } from '../api/schemas/names'
import { runNameOperation } from './runNameOperation'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { namesStore } from './namesStore'

/** The parameters of `fetchNameSuggestions`. */
export interface FetchNameSuggestionsParams {
  name: string
}

/** What `fetchNameSuggestions` returns. */
export type FetchNameSuggestionsReturnType = NameSuggestion[]

/**
 * Name suggestions in the shared zone (NAME_ZONE) for what the user typed, each marked registered or free. Fails
 * with 'Error fetching name suggestions' (`$names.error` prefers the service's reason). `$names.suggestions` keeps
 * the answer to the text asked last (`suggestionsFor`): an answer to an earlier text arriving later is returned
 * but not kept.
 *
 * @example
 * const suggestions = await fetchNameSuggestions(portico, { name: 'alice' })
 */
export function fetchNameSuggestions(p: Portico, params: FetchNameSuggestionsParams): Promise<NameSuggestion[]> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { name } = params
    const text = checkParam('name', textParam(), name).trim()
    namesStore(p).set({ ...namesStore(p).get(), suggestionsAsked: text })
    const { value: suggestions } = await runNameOperation<NameSuggestion[]>(
      p,
      'suggestions',
      'NAME_SUGGESTIONS_FAILED',
      [],
      (blockchain) => blockchain.getNameSuggestions(text),
    )
    if (namesStore(p).get().suggestionsAsked === text)
      namesStore(p).set({ ...namesStore(p).get(), suggestions, suggestionsFor: text })
    return suggestions
  })
}

/** The error codes `fetchNameSuggestions` can throw. */
export type FetchNameSuggestionsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
