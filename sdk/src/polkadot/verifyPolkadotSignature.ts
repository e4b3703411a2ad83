import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'
import { checkParam, objectParam, textParam } from '../validation/checkParam'

/**
 * Checks a signature of a text message by a Polkadot address without the wallet, as Polkadot's own verifier does:
 * sr25519, ed25519 or ECDSA (a leading byte 0, 1 or 2 names the scheme), over the message's bytes wrapped in
 * `<Bytes>…</Bytes>` (what extensions sign) or bare. Anything malformed is simply invalid. Its curve libraries load
 * on first use. The polkadot adapter's `verifySignature`.
 *
 * @example
 * const verdict = await verifyPolkadotSignature({ address: '15oF…', message: 'Hello', signature: '0x…' })
 */
export async function verifyPolkadotSignature(params: VerifySignatureParams): Promise<SignatureVerdict> {
  checkParam('params', objectParam({ address: textParam(), message: textParam(), signature: textParam() }), params)
  const { verifyWithCurves } = await import('./verifyWithCurves')
  return verifyWithCurves(params)
}
