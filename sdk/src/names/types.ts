import type { WritableAtom } from 'nanostores'
import type { NameRecord, NameSuggestion } from '../api/schemas/names'
import type { MutationStatus } from '../mutation/status'
import type { Notice } from '../errors/notice'

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
  /** The last failure: its code and values, and the service's first reason description when it gave one. */
  error?: NameFailure | undefined
}

/**
 * A name-service failure as a UI shows it: the service's own `reason` when there is one (spec §8), else the text of
 * `code`.
 */
export interface NameFailure extends Notice {
  reason?: string | undefined
}

declare module '../portico/types' {
  /** The stores this entry owns, made on their first read (`instance/entryStores.ts`), one per instance. */
  interface WritablePortico {
    /** The name service (actions in `@portico/sdk/names`). */
    readonly $names: WritableAtom<NamesState>
  }
}
