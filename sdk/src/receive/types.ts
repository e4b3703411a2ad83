import type { CaipAddress, CaipNetwork } from '../networks/types'

/** What the receive view shows. */
export interface ReceiveDetails {
  address: string
  caipAddress?: CaipAddress | undefined
  /** The QR code's content (see `receiveQrPayload`). */
  qrPayload: string
  /** The networks this address can receive on: the app's networks of the account's namespace. */
  networks: CaipNetwork[]
}
