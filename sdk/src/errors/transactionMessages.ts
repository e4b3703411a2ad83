import { errorFactory } from './errorFactory'

/**
 * The messages of what a transaction needs (a supported chain, an address, an amount) and of a transaction that
 * failed, shared by the send, swap and on-ramp entries and the namespaces' transfers; none of them throws at start.
 */
export const TRANSACTION_MESSAGES = {
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  INVALID_ADDRESS: 'Invalid {namespace} address {address}',
  INVALID_AMOUNT: 'Invalid amount {amount}: {reason}',
  TRANSACTION_FAILED: 'Transaction {signature} failed: {reason}',
} as const

/** A `PorticoError` of a transaction's chain, address, amount or outcome. */
export const transactionError = errorFactory(TRANSACTION_MESSAGES)
