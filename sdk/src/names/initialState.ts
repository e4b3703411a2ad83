import type { NamesState } from './types'

export function initialNamesState(): NamesState {
  return { suggestions: [], names: [], status: { resolve: 'idle', reverse: 'idle', suggestions: 'idle', register: 'idle' } }
}
