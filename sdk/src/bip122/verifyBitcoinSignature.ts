import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'
import { checkParam, objectParam, textParam } from '../validation/checkParam'

/**
 * Checks a Bitcoin message signature without the wallet: BIP-322 (the simple form, for native segwit and taproot
 * addresses) or the older ECDSA message signature (65 bytes, for any single-key address). Anything malformed is
 * simply invalid. Its transaction library loads on first use. The bip122 adapter's `verifySignature`.
 *
 * @example
 * const verdict = await verifyBitcoinSignature({ address: 'bc1q…', message: 'Hello', signature: 'AkcwRAIg…' })
 */
export async function verifyBitcoinSignature(params: VerifySignatureParams): Promise<SignatureVerdict> {
  checkParam('params', objectParam({ address: textParam(), message: textParam(), signature: textParam() }), params)
  const { verifyWithBtcSigner } = await import('./verifyWithBtcSigner')
  return verifyWithBtcSigner(params)
}
