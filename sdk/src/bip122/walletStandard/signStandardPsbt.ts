import { base64 } from '@scure/base'
import * as v from 'valibot'
import { walletError } from '../../connectors/walletMessages'
import { PorticoError } from '../../errors'
import { walletAnswer } from '../../validation/walletAnswer'
import type { Wallet } from '../../walletStandard/types'
import { formatBitcoinAddress } from '../bitcoinAddress'
import { BITCOIN_SIGN_TRANSACTION, type BitcoinSignTransactionFeature, type BitcoinWalletAccount } from './types'

const signPsbtParams = v.object({
  psbt: v.pipe(v.string(), v.nonEmpty()),
  signInputs: v.array(v.looseObject({ address: v.string(), index: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
})
const signTransactionAnswer = v.tuple([v.looseObject({ signedPsbt: v.instance(Uint8Array) })])

/**
 * `signPsbt` (the WalletConnect method: a base64 PSBT and the inputs each address signs) through a Wallet Standard
 * wallet's `bitcoin:signTransaction`, the inputs grouped by the account that signs them; the signed PSBT in base64.
 * Loaded by the Wallet Standard provider when a transaction is first signed.
 *
 * @example
 * const { psbt } = await signStandardPsbt({ wallet, accounts, chain: 'bitcoin:mainnet', params: { psbt, signInputs } })
 */
export async function signStandardPsbt(input: {
  wallet: Wallet
  /** The accounts on the wallet's current network. */
  accounts: readonly BitcoinWalletAccount[]
  chain: string | undefined
  params: unknown
}): Promise<{ psbt: string }> {
  const { wallet, accounts } = input
  const params = walletAnswer(signPsbtParams, 'signPsbt', input.params)
  const feature = wallet.features[BITCOIN_SIGN_TRANSACTION] as BitcoinSignTransactionFeature | undefined
  if (!feature)
    throw walletError('WALLET_FEATURE_MISSING', { params: { wallet: wallet.name, feature: BITCOIN_SIGN_TRANSACTION } })
  const inputsToSign = [...new Set(params.signInputs.map((i) => i.address))].map((address) => {
    const account = accounts.find((a) => formatBitcoinAddress(a.address) === formatBitcoinAddress(address))
    if (!account) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'bip122' } })
    const signingIndexes = params.signInputs.filter((i) => i.address === address).map((i) => i.index)
    return { account, signingIndexes }
  })
  const answer = await feature.signTransaction({
    psbt: base64.decode(params.psbt),
    inputsToSign,
    ...(input.chain && { chain: input.chain as `${string}:${string}` }),
  })
  const [{ signedPsbt }] = walletAnswer(signTransactionAnswer, BITCOIN_SIGN_TRANSACTION, answer)
  return { psbt: base64.encode(signedPsbt) }
}
