import { checkParam, objectParam, textParam } from '../validation/checkParam'
import type { Transaction } from '../api/schemas/account'

/** The other party of an activity entry, and which way value went. */
export interface ActivityCounterparty {
  /** 'from': the account received from `address`; 'to': it sent to `address`. */
  direction: 'from' | 'to'
  address: string
}

/**
 * Who the account dealt with in a transaction: the other party of its first transfer that the service names (for a
 * token or NFT transfer the transaction itself goes to the token's contract, which is not who received it), else
 * the transaction's sender when it came in and its destination otherwise.
 *
 * @example
 * activityCounterparty(transaction, '0xf39f…') // { direction: 'to', address: '0x7099…' }
 */
export function activityCounterparty(transaction: Transaction, account: string): ActivityCounterparty {
  checkParam('transaction', objectParam({ metadata: objectParam() }), transaction)
  checkParam('account', textParam(), account)
  const mine = account.toLowerCase()
  for (const transfer of transaction.transfers ?? []) {
    const { sender, recipient } = transfer
    if (!sender || !recipient) continue
    if (recipient.toLowerCase() === mine && sender.toLowerCase() !== mine) return { direction: 'from', address: sender }
    if (sender.toLowerCase() === mine && recipient.toLowerCase() !== mine)
      return { direction: 'to', address: recipient }
  }
  const { sentFrom, sentTo } = transaction.metadata
  const incoming = sentTo.toLowerCase() === mine && sentFrom.toLowerCase() !== mine
  return incoming ? { direction: 'from', address: sentFrom } : { direction: 'to', address: sentTo }
}
