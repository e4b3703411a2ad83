import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'
import { checkParam, objectParam, textParam } from '../validation/checkParam'

/**
 * Checks an ADR-36 signature (base64 r and s) of a text message by `address` without the wallet: the public key is
 * recovered from the signature and must hash to the address. Anything malformed is simply invalid. Its curve
 * library loads on first use. The cosmos adapter's `verifySignature`.
 *
 * @example
 * const verdict = await verifyCosmosSignature({ address: 'cosmos1…', message: 'Hello', signature })
 */
export async function verifyCosmosSignature(params: VerifySignatureParams): Promise<SignatureVerdict> {
  checkParam('params', objectParam({ address: textParam(), message: textParam(), signature: textParam() }), params)
  const { verifyAdr36 } = await import('./verifyAdr36')
  return verifyAdr36(params)
}
