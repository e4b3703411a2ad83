import type { ConnectionState } from '../connect/types'

export function initialConnectionState(): ConnectionState {
  return { status: {}, pairing: { status: 'disconnected' }, recentWallets: [] }
}
