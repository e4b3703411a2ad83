import { PorticoError } from '../errors'

export interface SendAmountCheck {
  /** The amount to send, base units. */
  amount: bigint
  /** The account's balance of the token sent, base units. */
  balance: bigint
  /** The amount as typed, for the message. */
  typed: string
}

export interface SendFeeCheck extends SendAmountCheck {
  /** The account's native balance, base units (equal to `balance` when the native token is sent). */
  nativeBalance: bigint
  /** The estimated network fee, native base units. */
  fee: bigint
  native: boolean
}

/** Spec §4, first half: the amount may not exceed the balance of the token sent (checked before any estimate). */
export function checkSendAmount({ amount, balance, typed }: SendAmountCheck): void {
  if (amount > balance) throw insufficient(typed, 'more than the balance')
}

/**
 * Spec §4, second half: what is left must pay the estimated network fee. Sending the native token needs the
 * amount plus the fee; sending a token needs the fee in the native token.
 */
export function checkSendFee(check: SendFeeCheck): void {
  checkSendAmount(check)
  const left = check.native ? check.nativeBalance - check.amount : check.nativeBalance
  if (left < check.fee) throw insufficient(check.typed, 'the balance does not cover the network fee')
}

function insufficient(amount: string, reason: string): PorticoError {
  return new PorticoError('INVALID_AMOUNT', { params: { amount, reason } })
}
