import type { Namespace } from '../constants'

/** Where a namespace's connection stands. */
export type ConnectionStatus = 'disconnected' | 'connected'
/** Where a WalletConnect pairing stands. */
export type PairingStatus = 'disconnected' | 'connecting' | 'connected'

/** The WalletConnect pairing: its link, its expiry and its status. */
export interface PairingState {
  status: PairingStatus
  /** The pairing link shown as a QR code or deep link. */
  uri?: string
  /** When the link expires (ms since epoch). */
  expiry?: number
}

/**
 * A wallet the user connected with recently (a catalogue wallet, spec §3 Wallet). Its image and links are ones the
 * URL policy allows (checked when they came from the catalogue and again when read back from storage).
 */
export interface RecentWallet {
  id: string
  name: string
  image_id?: string | null
  image_url?: string
  rdns?: string | null
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/** The state of `$connection`: each namespace's status, the pairing and the recent wallets. */
export interface ConnectionState {
  status: Partial<Record<Namespace, ConnectionStatus>>
  pairing: PairingState
  recentWallets: RecentWallet[]
}
