import * as v from 'valibot'
import type { Eip1193Provider } from '../connectors/types'
import { walletAnswer } from '../validation/walletAnswer'
import { checkParam, objectParam, providerParam, textParam } from '../validation/checkParam'

const answerSchema = v.object({
  signature: v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2}){64,66}$/, 'not a hex signature')),
})

/**
 * Asks a Polkadot wallet to sign a text message with `polkadot_signMessage` `{ address, message }` (as WalletConnect
 * wallets answer it, and Portico's provider over an extension's raw signer); resolves the hex signature. The
 * polkadot adapter's `signMessage`.
 */
export async function polkadotSignMessage(
  provider: Eip1193Provider,
  params: { message: string; address: string },
): Promise<string> {
  checkParam('provider', providerParam(), provider)
  checkParam('params', objectParam({ message: textParam(), address: textParam() }), params)
  const answer = await provider.request({
    method: 'polkadot_signMessage',
    params: { address: params.address, message: params.message },
  })
  return walletAnswer(answerSchema, 'polkadot_signMessage', answer).signature
}
