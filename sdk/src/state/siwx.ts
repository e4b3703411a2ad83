import type { SiwxState } from '../siwx/types'

export function initialSiwxState(): SiwxState {
  return { status: 'idle', required: false }
}
