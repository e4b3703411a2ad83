import * as kit from '@solana/kit'
import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'

const ED25519_SIGNATURE_BYTES = 64

/**
 * The @solana/kit half of `verifySolanaSignature`, fetched on its first use. The kit is read as a namespace, member
 * by member (bundlers keep only the members used; a dynamic `import('@solana/kit')` would keep the whole namespace),
 * so an app without @solana/kit still builds (docs/integrating.md).
 */
export async function verifyWithSolanaKit({
  address,
  message,
  signature,
}: VerifySignatureParams): Promise<SignatureVerdict> {
  if (!kit.isAddress(address)) return 'invalid'
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(kit.getBase58Encoder().encode(signature))
  } catch {
    return 'invalid' // not base58: not a signature
  }
  if (bytes.length !== ED25519_SIGNATURE_BYTES) return 'invalid'
  const key = await kit.getPublicKeyFromAddress(address)
  return (await kit.verifySignature(key, kit.signatureBytes(bytes), new TextEncoder().encode(message)))
    ? 'valid'
    : 'invalid'
}
