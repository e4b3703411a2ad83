import type { TokenBalance } from '../chains/types'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import { isAddress } from '../validation/isAddress'
import { validateSendForm } from './validateSendForm'
import { isNativeToken } from './isNativeToken'
import { nativeUnits, tokenUnits } from './sendBalances'
import { tokenAddress } from './tokenAddress'
import { toUnits } from './toUnits'
import { transferFor } from './transferFor'
import type { NamespaceTransfer, TransferRequest } from '../connectors/types'
import { sendStore } from './sendStore'
import { transactionError } from '../errors/transactionMessages'

/** The form of `$send`, checked and ready to estimate or send. */
export interface PreparedSend {
  network: CaipNetwork
  token: TokenBalance
  transfer: NamespaceTransfer
  request: TransferRequest
  native: boolean
  /** The amount as typed, for messages. */
  typed: string
  /** The balance of the token sent, and the native balance, base units. */
  balance: bigint
  nativeBalance: bigint
}

/**
 * Checks the send form before anything reaches the chain: amount and receiver, then token, are required; the
 * namespace must support send; the receiver must be an address of it; the amount must fit the token's decimals.
 * Loads the namespace's transfer implementation. The balance checks (`checkSendAmount`, `checkSendFee`) are the
 * caller's, so that they count as part of its progress.
 */
export async function prepareSend(p: Portico): Promise<PreparedSend> {
  const state = sendStore(p).get()
  const form = validateSendForm({
    amount: state.sendTokenAmount,
    receiverAddress: state.receiverAddress,
    token: state.token,
  })
  const network = p.$network.get().caipNetwork
  const namespace = network?.chainNamespace
  const transfer = transferFor(p, namespace)
  if (!network || !namespace) throw transactionError('UNSUPPORTED_CHAIN')
  const to = form.receiverAddress.trim()
  if (!isAddress(to, namespace)) throw transactionError('INVALID_ADDRESS', { params: { namespace, address: to } })
  const native = isNativeToken(form.token, namespace)
  const amount = toUnits(form.amount, Number(form.token.quantity.decimals))
  const balance = tokenUnits(form.token)
  return {
    network,
    token: form.token,
    transfer,
    request: { to, amount, token: native ? undefined : tokenAddress(form.token) },
    native,
    typed: String(form.amount),
    balance,
    nativeBalance: native ? balance : nativeUnits(p, network),
  }
}
