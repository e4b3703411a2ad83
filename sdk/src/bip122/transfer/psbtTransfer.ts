import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import * as v from 'valibot'
import type { Eip1193Provider } from '../../connectors/types'
import { PorticoError } from '../../errors'
import type { Portico } from '../../portico/types'
import { isWebUrl } from '../../url/urlPolicy'
import { walletAnswer } from '../../validation/walletAnswer'
import { formatBitcoinAddress } from '../bitcoinAddress'
import { buildTransfer, paysAsPlanned } from './buildTransfer'
import { esploraClient } from './esploraClient'
import { requestError } from '../../errors/requestMessages'

const accountsSchema = v.array(v.looseObject({ address: v.string(), publicKey: v.optional(v.string()) }))
const signedSchema = v.looseObject({ psbt: v.pipe(v.string(), v.nonEmpty()) })

/**
 * A transfer for a wallet that signs transactions but does not build them (a Wallet Standard wallet): Portico reads
 * the payment address's coins and the fee rate from the network's Esplora API (its RPC URL, or the app's custom one),
 * builds the transaction, has the wallet sign it (`signPsbt`), checks it pays what was asked, and broadcasts it
 * through the same API. Resolves the transaction id.
 */
export async function psbtTransfer(
  p: Portico,
  provider: Eip1193Provider,
  params: { to: string; amount: bigint },
): Promise<string> {
  const chain = p.$chains.get().bip122
  const network = chain?.networkState.caipNetwork
  const from = chain?.accountState.address
  if (!network || !from) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'bip122' } })
  const baseUrl = p.$options.get().customRpcUrls?.[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
  if (!isWebUrl(baseUrl)) throw new PorticoError('NETWORK_NOT_FOUND')
  const esplora = esploraClient({ baseUrl, fetch: p.platform.fetch })

  const accounts = walletAnswer(
    accountsSchema,
    'getAccountAddresses',
    await provider.request({ method: 'getAccountAddresses' }),
  )
  const publicKey = accounts.find((account) => formatBitcoinAddress(account.address) === from)?.publicKey
  const [utxos, feeRate] = await Promise.all([esplora.utxos(from), esplora.feeRate()])
  const plan = buildTransfer({ from, publicKey, to: params.to, amount: params.amount, utxos, feeRate })

  const answer = await provider.request({
    method: 'signPsbt',
    params: {
      account: from,
      psbt: base64.encode(plan.psbt),
      signInputs: plan.signingIndexes.map((index) => ({ address: from, index, sighashTypes: [1] })),
      broadcast: false,
    },
  })
  const signed = walletAnswer(signedSchema, 'signPsbt', answer)
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(base64.decode(signed.psbt))
    tx.finalize()
  } catch (cause) {
    throw requestError('INVALID_RESPONSE', {
      cause,
      params: { field: 'signPsbt', reason: 'not a signed transaction' },
    })
  }
  if (!paysAsPlanned(plan, tx))
    throw requestError('INVALID_RESPONSE', {
      params: { field: 'signPsbt', reason: 'the wallet changed the transfer' },
    })
  const txid = await esplora.broadcast(tx.hex)
  if (txid !== tx.id)
    throw requestError('INVALID_RESPONSE', { params: { field: 'broadcast', reason: 'another transaction id' } })
  return txid
}
