import type { SiwxState } from './types'

export function initialSiwxState(): SiwxState {
  return { status: 'idle', required: false }
}
