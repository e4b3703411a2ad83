import { sendError } from './messages'

export interface SendForm<Token> {
  amount?: string | number | null
  receiverAddress?: string | null
  token?: Token | null
}

export interface ValidSendForm<Token> {
  amount: string | number
  receiverAddress: string
  token: Token
}

/**
 * Spec §4/§8: send fails fast when something is missing, checked in this order:
 * amount and receiver ('An amount and receiver address are required'), then token ('A token is required').
 * An amount that is not a number above zero counts as missing, and so does a blank receiver.
 */
export function validateSendForm<Token>(form: SendForm<Token>): ValidSendForm<Token> {
  const { amount, receiverAddress, token } = form
  if (!isPositiveAmount(amount) || !receiverAddress?.trim()) {
    throw sendError('AMOUNT_AND_RECEIVER_REQUIRED')
  }
  if (token === undefined || token === null) throw sendError('TOKEN_REQUIRED')
  return { amount, receiverAddress, token }
}

function isPositiveAmount(amount: string | number | null | undefined): amount is string | number {
  if (amount === undefined || amount === null || amount === '') return false
  const numeric = Number(amount)
  return Number.isFinite(numeric) && numeric > 0
}
