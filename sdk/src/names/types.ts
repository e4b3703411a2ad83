import type { NameRecord, NameSuggestion } from '../api/schemas/names'
import type { MutationStatus } from '../mutation/status'

/** The name-service operations whose progress `$names.status` shows. */
export type NameOperation = 'resolve' | 'reverse' | 'suggestions' | 'register'

/** `portico.$names`: the name service as the modal shows it. */
export interface NamesState {
  /** Suggestions (in the shared zone) for `suggestionsFor`. */
  suggestions: NameSuggestion[]
  /** The text (trimmed) that `suggestions` answers. */
  suggestionsFor?: string | undefined
  /** The text (trimmed) suggestions were last asked for: an older answer arriving later is not kept. */
  suggestionsAsked?: string | undefined
  /** The last name resolved, and its record (undefined when it is not registered or could not be resolved). */
  resolved?: NameRecord | undefined
  /** The names of the address last looked up. */
  names: NameRecord[]
  status: Record<NameOperation, MutationStatus>
  /** The message to show for the last failure: the service's first reason description, else the catalogue's. */
  error?: string | undefined
}
