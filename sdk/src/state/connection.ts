import type { ConnectionState } from '../connection/types'

export function initialConnectionState(): ConnectionState {
  return { status: {}, pairing: { status: 'disconnected' }, recentWallets: [] }
}
