import type { NamesState } from '../names/types'

export function initialNamesState(): NamesState {
  return {
    suggestions: [],
    names: [],
    status: { resolve: 'idle', reverse: 'idle', suggestions: 'idle', register: 'idle' },
  }
}
