import { base58 } from '@scure/base'
import * as v from 'valibot'
import type { Eip1193Provider } from '../connectors/types'
import { requestError } from '../errors/requestMessages'

const answerSchema = v.object({
  signature: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'not a base58 signature')),
})

/**
 * Asks a wallet to sign a text message (its UTF-8 bytes) with `solana_signMessage` (the message base58, the
 * account's public key), as WalletConnect and Portico's Solana wallets answer it; resolves the base58 signature.
 * The solana adapter's `signMessage`.
 */
export async function solanaSignMessage(
  provider: Eip1193Provider,
  params: { message: string; address: string },
): Promise<string> {
  const message = base58.encode(new TextEncoder().encode(params.message))
  const answer = await provider.request({ method: 'solana_signMessage', params: { message, pubkey: params.address } })
  const parsed = v.safeParse(answerSchema, answer)
  if (!parsed.success)
    throw requestError('INVALID_RESPONSE', {
      params: { field: 'solana_signMessage', reason: parsed.issues[0].message },
    })
  return parsed.output.signature
}
