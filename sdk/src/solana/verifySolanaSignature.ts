import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { importWithPeer } from '../errors/importWithPeer'

/**
 * Checks an ed25519 signature (base58, 64 bytes) of the message's UTF-8 bytes with @solana/kit (loaded on first
 * use): the address is the public key. Anything malformed (address, signature encoding or length) is simply
 * invalid. The solana adapter's `verifySignature`.
 *
 * @example
 * const verdict = await verifySolanaSignature({ address, message: 'Hello', signature })
 */
export async function verifySolanaSignature(params: VerifySignatureParams): Promise<SignatureVerdict> {
  checkParam('params', objectParam({ address: textParam(), message: textParam(), signature: textParam() }), params)
  const { verifyWithSolanaKit } = await importWithPeer(['@solana/kit'], () => import('./verifyWithSolanaKit'))
  return verifyWithSolanaKit(params)
}
