import type { WritableAtom } from 'nanostores'
import type { TokenBalance } from '../chains/types'
import type { Notice } from '../errors'
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
  /** The look-up of a receiver typed as a name: 'pending' while it resolves, 'error' when it has no address. */
  receiverNameStatus?: MutationStatus | undefined
  /** What the user reads when the look-up failed or found no address (code and English). */
  receiverNameError?: Notice | undefined
  /**
   * What is wrong with the receiver as typed: 'badChecksum' for an EVM address in mixed case whose capitals are not
   * its EIP-55 checksum (a typo, most likely), 'invalid' for text that is neither an address nor a name.
   */
  receiverIssue?: 'badChecksum' | 'invalid' | undefined
  /** The active network's native balance, in USD. */
  networkBalanceInUSD?: number | undefined
  /** The network fee estimated for the form by `previewSend` (cleared when another token is picked). */
  fee?: SendFee | undefined
  /** The hash (EVM) or signature (Solana) of the last transaction sent. */
  hash?: string | undefined
  status: MutationStatus
}

/** A network fee: base units, and as a whole-unit amount of the network's currency ('0.000021' ETH). */
export interface SendFee {
  units: bigint
  amount: string
  symbol: string
}

declare module '../portico/types' {
  /** The stores this entry owns, made on their first read (`instance/entryStores.ts`), one per instance. */
  interface WritablePortico {
    /** The send form, which follows the account it sends from (actions in `@portico/sdk/send`). */
    readonly $send: WritableAtom<SendState>
  }
}
