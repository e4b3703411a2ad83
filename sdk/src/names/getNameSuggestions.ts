import type { NameSuggestion } from '../api/schemas/names'
import type { Portico } from '../instance/types'
import { defineAction } from '../telemetry/defineAction'
import { runNameOperation } from './runNameOperation'

/**
 * Name suggestions in the shared zone (NAME_ZONE) for what the user typed, each marked registered or free. Fails
 * with 'Error fetching name suggestions' (`$names.error` prefers the service's reason).
 */
export const getNameSuggestions = defineAction(async (p: Portico, name: string): Promise<NameSuggestion[]> => {
  const suggestions = await runNameOperation<NameSuggestion[]>(
    p,
    'suggestions',
    'NAME_SUGGESTIONS_FAILED',
    [],
    (blockchain) => blockchain.getNameSuggestions(name.trim()),
  )
  p.$names.set({ ...p.$names.get(), suggestions })
  return suggestions
})
