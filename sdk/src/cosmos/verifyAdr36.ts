import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32 } from '@scure/base'
import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'
import { adr36SignDoc, serializeSignDoc } from './adr36'

const SIGNATURE_BYTES = 64

/**
 * The curve half of `verifyCosmosSignature`, fetched on its first use. ECDSA over secp256k1 of the SHA-256 of the
 * ADR-36 document; a public key recovered from the signature (either recovery id) whose RIPEMD-160 of SHA-256 is
 * the address's data makes it valid.
 */
export function verifyAdr36({ address, message, signature }: VerifySignatureParams): SignatureVerdict {
  let expected: Uint8Array
  let bytes: Uint8Array
  try {
    expected = bech32.decodeToBytes(address as `${string}1${string}`).bytes
    bytes = base64.decode(signature)
  } catch {
    return 'invalid' // not a bech32 address or not base64
  }
  if (bytes.length !== SIGNATURE_BYTES) return 'invalid'
  const hash = sha256(serializeSignDoc(adr36SignDoc({ signer: address, message })))
  for (const recovery of [0, 1]) {
    try {
      const signed = secp256k1.Signature.fromBytes(Uint8Array.of(recovery, ...bytes), 'recovered')
      const key = signed.recoverPublicKey(hash).toBytes(true)
      if (equal(ripemd160(sha256(key)), expected)) return 'valid'
    } catch {
      // No key for this recovery id; try the other.
    }
  }
  return 'invalid'
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
