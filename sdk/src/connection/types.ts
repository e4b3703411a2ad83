import type { Namespace } from '../constants'

export type ConnectionStatus = 'disconnected' | 'connected'
export type PairingStatus = 'disconnected' | 'connecting' | 'connected'

export interface PairingState {
  status: PairingStatus
  /** The pairing link shown as a QR code or deep link. */
  uri?: string
  /** When the link expires (ms since epoch). */
  expiry?: number
}

/** A wallet the user connected with recently (a catalogue wallet, spec §3 Wallet). */
export interface RecentWallet {
  id: string
  name: string
  image_id?: string | null
  image_url?: string | null
  rdns?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

export interface ConnectionState {
  status: Partial<Record<Namespace, ConnectionStatus>>
  pairing: PairingState
  recentWallets: RecentWallet[]
}
