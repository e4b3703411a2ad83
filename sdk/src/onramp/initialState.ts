import type { OnrampState } from './types'

export function initialOnrampState(): OnrampState {
  return { status: { options: 'idle', quote: 'idle', url: 'idle' } }
}
