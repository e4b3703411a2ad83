import type { ConnectionState } from './types'

export function initialConnectionState(): ConnectionState {
  return { status: {}, pairing: { status: 'disconnected' }, recentWallets: [] }
}
