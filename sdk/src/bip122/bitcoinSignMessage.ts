import * as v from 'valibot'
import type { Eip1193Provider } from '../connectors/types'
import { walletAnswer } from '../validation/walletAnswer'
import { checkParam, objectParam, providerParam, textParam } from '../validation/checkParam'

const answerSchema = v.looseObject({
  signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not a base64 signature')),
})

/**
 * Asks a Bitcoin wallet to sign a text message with `signMessage` `{ address, message }` (as WalletConnect wallets
 * answer it, and Portico's providers over sats-connect and Wallet Standard wallets): BIP-322 where the wallet signs
 * that way, the older ECDSA message signature otherwise. Resolves the base64 signature. The bip122 adapter's
 * `signMessage`.
 */
export async function bitcoinSignMessage(
  provider: Eip1193Provider,
  params: { message: string; address: string },
): Promise<string> {
  checkParam('provider', providerParam(), provider)
  checkParam('params', objectParam({ message: textParam(), address: textParam() }), params)
  const answer = await provider.request({
    method: 'signMessage',
    params: { address: params.address, message: params.message },
  })
  return walletAnswer(answerSchema, 'signMessage', answer).signature
}
