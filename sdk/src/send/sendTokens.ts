import { fetchActivity } from '../account/fetchActivity'
import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import { withStatus } from '../mutation/status'
import { defineAction } from '../telemetry/defineAction'
import { isAddress } from '../validation/isAddress'
import { validateSendForm } from '../validation/validateSendForm'
import { checkSendAmount, checkSendFee } from './checkSendAmount'
import { initialSendState } from './initialState'
import { isNativeToken } from './isNativeToken'
import { refreshBalances } from './refreshBalances'
import { nativeUnits, tokenUnits } from './sendBalances'
import { tokenAddress } from './tokenAddress'
import { toUnits } from './toUnits'
import { transferFor } from './transferFor'
import { updateSend } from './updateSend'

/**
 * Sends the form of `$send` from the connected wallet (spec §4 Send). It fails fast when the amount or receiver
 * ('An amount and receiver address are required') or the token ('A token is required') is missing, on a namespace
 * without send ('Unsupported chain'), and when the amount exceeds the balance or leaves too little for the
 * estimated network fee. eip155: the native token by a plain transfer, an ERC-20 by its `transfer` call; solana:
 * SOL or an SPL token through the solana adapter. After the chain has the transaction the balances are reloaded,
 * then the form is reset (keeping the hash), then the activity is reloaded. Returns the hash.
 */
export const sendTokens = defineAction(async (p: Portico): Promise<string> => {
  const state = p.$send.get()
  const form = validateSendForm({ amount: state.sendTokenAmount, receiverAddress: state.receiverAddress, token: state.token })
  const network = p.$network.get().caipNetwork
  const namespace = network?.chainNamespace
  const transfer = await transferFor(namespace)
  if (!network || !namespace) throw new PorticoError('UNSUPPORTED_CHAIN')
  const to = form.receiverAddress.trim()
  if (!isAddress(to, namespace)) throw new PorticoError('INVALID_ADDRESS', { params: { namespace, address: to } })
  const native = isNativeToken(form.token, namespace)
  const amount = toUnits(form.amount, Number(form.token.quantity.decimals))
  const request = { to, amount, token: native ? undefined : tokenAddress(form.token) }

  const hash = await withStatus(
    (status) => updateSend(p, { status }),
    async () => {
      const balance = tokenUnits(form.token)
      const typed = String(form.amount)
      checkSendAmount({ amount, balance, typed })
      const fee = await transfer.estimateFee(p, request)
      checkSendFee({ amount, balance, typed, fee, native, nativeBalance: native ? balance : nativeUnits(p, network) })
      const sent = await transfer.send(p, request)
      updateSend(p, { hash: sent })
      await refreshBalances(p)
      p.$send.set({ ...initialSendState(), hash: sent })
      return sent
    },
  )
  // Shown in the account's activity; a failure there is shown and reported by fetchActivity itself.
  await fetchActivity(p).catch(() => undefined)
  return hash
}, 'API_ERROR')
