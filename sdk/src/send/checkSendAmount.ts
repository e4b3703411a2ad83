import { checkParam, objectParam, textParam, unitsParam } from '../validation/checkParam'
import type { PorticoError } from '../errors'
import { balanceIssue, type BalanceIssue } from './amountIssue'
import { transactionError } from '../errors/transactionMessages'

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

const REASONS: Record<BalanceIssue, string> = {
  aboveBalance: 'more than the balance',
  feeNotCovered: 'the balance does not cover the network fee',
}

/** Spec §4, first half: the amount may not exceed the balance of the token sent (checked before any estimate). */
export function checkSendAmount(check: SendAmountCheck): void {
  const { amount, balance, typed } = checkParam(
    'check',
    objectParam({ amount: unitsParam(), balance: unitsParam(), typed: textParam() }),
    check,
  )
  const issue = balanceIssue({ amount, balance })
  if (issue) throw insufficient(typed, REASONS[issue])
}

/**
 * Spec §4, second half: what is left must pay the estimated network fee. Sending the native token needs the
 * amount plus the fee; sending a token needs the fee in the native token.
 */
export function checkSendFee(check: SendFeeCheck): void {
  checkParam('check', objectParam({ typed: textParam() }), check)
  const issue = balanceIssue(check)
  if (issue) throw insufficient(check.typed, REASONS[issue])
}

function insufficient(amount: string, reason: string): PorticoError {
  return transactionError('INVALID_AMOUNT', { params: { amount, reason } })
}
