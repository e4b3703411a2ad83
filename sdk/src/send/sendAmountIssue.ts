import type { Portico } from '../portico/types'
import { balanceIssue, typedUnits, type SendAmountIssue } from './amountIssue'
import { isNativeToken } from './isNativeToken'
import { nativeUnits, tokenUnits } from './sendBalances'
import { sendStore } from './sendStore'

/** What `sendAmountIssue` returns. */
export type SendAmountIssueReturnType = SendAmountIssue | undefined

/**
 * What is wrong with the amount typed in `$send`, for the field's error, as the user types: the same rules
 * `sendTokens` enforces (decimal, decimals, balance; the network fee once `previewSend` has estimated it).
 * An amount of 0 is invalid. Undefined when nothing is typed, no token is picked, or the amount is fine.
 *
 * @example
 * const issue = sendAmountIssue(portico) // undefined when the amount can be sent
 */
export function sendAmountIssue(p: Portico): SendAmountIssue | undefined {
  const { token, sendTokenAmount, fee } = sendStore(p).get()
  if (!token || !sendTokenAmount?.trim()) return undefined
  const typed = typedUnits(sendTokenAmount, Number(token.quantity.decimals))
  if ('issue' in typed) return typed.issue
  if (typed.units === 0n) return 'invalid' // nothing to send
  const network = p.$network.get().caipNetwork
  const native = network ? isNativeToken(token, network.chainNamespace) : true
  const balance = tokenUnits(token)
  const nativeBalance = native || !network ? balance : nativeUnits(p, network)
  return balanceIssue({ amount: typed.units, balance, fee: fee?.units, nativeBalance, native })
}

/** The error codes `sendAmountIssue` can throw. */
export type SendAmountIssueErrorType = 'INVALID_AMOUNT' | 'INVALID_PARAMETER'
