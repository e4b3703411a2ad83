import * as v from 'valibot'
import type { Eip1193Provider } from '../connectors/types'
import { walletAnswer } from '../validation/walletAnswer'
import { checkParam, objectParam, providerParam, textParam } from '../validation/checkParam'
import { adr36SignDoc } from './adr36'

const answerSchema = v.object({
  signature: v.object({
    signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{86}==$/, 'not a base64 64-byte signature')),
  }),
})

/**
 * Asks a Cosmos wallet to sign a text message as ADR-36 arbitrary data: `cosmos_signAmino` (as WalletConnect wallets
 * answer it, and Portico's Keplr-style provider) with the ADR-36 document of the message; resolves the base64
 * signature (64 bytes, r and s). The cosmos adapter's `signMessage`.
 */
export async function cosmosSignMessage(
  provider: Eip1193Provider,
  params: { message: string; address: string },
): Promise<string> {
  checkParam('provider', providerParam(), provider)
  checkParam('params', objectParam({ message: textParam(), address: textParam() }), params)
  const signDoc = adr36SignDoc({ signer: params.address, message: params.message })
  const answer = await provider.request({
    method: 'cosmos_signAmino',
    params: { signerAddress: params.address, signDoc },
  })
  return walletAnswer(answerSchema, 'cosmos_signAmino', answer).signature.signature
}
