import type { TokenBalance } from '../chains/types'
import type { MutationStatus } from '../mutation/status'

/** `portico.$send`: the send form (spec §3 Send state) and the progress of the last send. */
export interface SendState {
  /** The token to send, from the account's balances (no `address`: the native token). */
  token?: TokenBalance | undefined
  /** The amount in whole units, as typed (a decimal string). */
  sendTokenAmount?: string | undefined
  /** The receiver's address (typed, or resolved from a typed name). */
  receiverAddress?: string | undefined
  /** The typed name the receiver address was resolved from. */
  receiverProfileName?: string | undefined
  /** The resolved name's avatar. */
  receiverProfileImageUrl?: string | undefined
  /** The active network's native balance, in USD. */
  networkBalanceInUSD?: number | undefined
  /** The hash (EVM) or signature (Solana) of the last transaction sent. */
  hash?: string | undefined
  status: MutationStatus
}
