import { plainAddress } from '../caip/plainAddress'
import type { ApproveCalldata, SwapCalldata } from '../api/schemas/convert'
import type { SwapTransaction } from './types'
import { requestError } from '../errors/requestMessages'

/** An integer the service sent as text or number, as a bigint; anything else is an 'Invalid response'. */
export function serviceInteger(value: string | number, field: string): bigint {
  if (typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : /^\d+$/.test(value)) return BigInt(value)
  throw requestError('INVALID_RESPONSE', {
    category: 'API_ERROR',
    params: { field, reason: `not an integer: ${value}` },
  })
}

/** Calldata the service sent: 0x and hex digits; anything else is an 'Invalid response'. */
function calldata(value: string): `0x${string}` {
  if (/^0x(?:[0-9a-fA-F]{2})*$/.test(value)) return value as `0x${string}`
  throw requestError('INVALID_RESPONSE', {
    category: 'API_ERROR',
    params: { field: 'tx.data', reason: 'not hex calldata' },
  })
}

/** The convert service's approve or swap calldata as a transaction to send (CAIP `to` made plain). */
export function swapTransaction(tx: ApproveCalldata | SwapCalldata): SwapTransaction {
  const value = 'value' in tx ? tx.value : tx.amount
  return {
    to: plainAddress(tx.to) ?? tx.to,
    data: calldata(tx.data),
    value: serviceInteger(value, 'tx.value'),
    gas: tx.eip155.gas === undefined ? undefined : serviceInteger(tx.eip155.gas, 'tx.eip155.gas'),
    gasPrice: serviceInteger(tx.eip155.gasPrice, 'tx.eip155.gasPrice'),
  }
}
