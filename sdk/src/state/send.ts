import type { SendState } from '../send/types'

export function initialSendState(): SendState {
  return { status: 'idle' }
}
