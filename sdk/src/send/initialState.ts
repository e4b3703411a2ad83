import type { SendState } from './types'

export function initialSendState(): SendState {
  return { status: 'idle' }
}
