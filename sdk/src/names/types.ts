import type { NameRecord, NameSuggestion } from '../api/schemas/names'
import type { MutationStatus } from '../mutation/status'

/** The name-service operations whose progress `$names.status` shows. */
export type NameOperation = 'resolve' | 'reverse' | 'suggestions'

/** `portico.$names`: the name service as the modal shows it. */
export interface NamesState {
  /** Suggestions (in the shared zone) for the text last asked about. */
  suggestions: NameSuggestion[]
  /** The last name resolved, and its record (undefined when it is not registered or could not be resolved). */
  resolved?: NameRecord | undefined
  /** The names of the address last looked up. */
  names: NameRecord[]
  status: Record<NameOperation, MutationStatus>
  /** The message to show for the last failure: the service's first reason description, else the catalogue's. */
  error?: string | undefined
}
