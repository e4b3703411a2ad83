import type { Address, TransactionPartialSigner } from '@solana/kit'
import * as kit from '@solana/kit'
import * as v from 'valibot'
import type { Eip1193Provider } from '../connectors/types'
import { requestError } from '../errors/requestMessages'

const signedSchema = v.object({ transaction: v.pipe(v.string(), v.nonEmpty()) })

/**
 * A kit transaction signer backed by a connected wallet: each transaction goes to the wallet as
 * `solana_signTransaction` (base64 wire format) and the signature it adds for `address` is taken from the
 * signed transaction it returns. A wallet that returns no signature for the address is an invalid response.
 */
export function providerSigner(provider: Eip1193Provider, address: Address): TransactionPartialSigner {
  return {
    address,
    async signTransactions(transactions) {
      const signatures = []
      for (const transaction of transactions) {
        const answer = await provider.request({
          method: 'solana_signTransaction',
          params: { transaction: kit.getBase64EncodedWireTransaction(transaction), pubkey: address },
        })
        const parsed = v.safeParse(signedSchema, answer)
        if (!parsed.success)
          throw requestError('INVALID_RESPONSE', {
            params: { field: 'solana_signTransaction', reason: parsed.issues[0].message },
          })
        const signed = kit.getTransactionDecoder().decode(kit.getBase64Encoder().encode(parsed.output.transaction))
        const signature = signed.signatures[address]
        if (!signature)
          throw requestError('INVALID_RESPONSE', {
            params: { field: 'solana_signTransaction', reason: `no signature for ${address}` },
          })
        signatures.push(Object.freeze({ [address]: signature }))
      }
      return signatures
    },
  }
}
