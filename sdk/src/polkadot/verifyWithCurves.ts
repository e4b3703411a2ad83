import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { blake2b } from '@noble/hashes/blake2'
import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'
import { decodeSs58 } from './ss58'

const ED25519 = 0
const SR25519 = 1
const ECDSA = 2
const BYTES_OPEN = new TextEncoder().encode('<Bytes>')
const BYTES_CLOSE = new TextEncoder().encode('</Bytes>')

/** The message as extensions sign raw bytes (wrapped), and bare. */
function candidates(message: string): Uint8Array[] {
  const bare = new TextEncoder().encode(message)
  const wrapped = new Uint8Array(BYTES_OPEN.length + bare.length + BYTES_CLOSE.length)
  wrapped.set(BYTES_OPEN)
  wrapped.set(bare, BYTES_OPEN.length)
  wrapped.set(BYTES_CLOSE, BYTES_OPEN.length + bare.length)
  return [wrapped, bare]
}

function verifies(scheme: number, signature: Uint8Array, message: Uint8Array, accountId: Uint8Array): boolean {
  try {
    if (scheme === SR25519) return sr25519.verify(message, signature, accountId)
    if (scheme === ED25519) return ed25519.verify(signature, message, accountId)
    // ECDSA: the account id is the BLAKE2b-256 of the compressed key recovered from the 65-byte signature.
    const hash = blake2b(message, { dkLen: 32 })
    const recovered = Uint8Array.of(signature[64] ?? 0, ...signature.subarray(0, 64))
    const key = secp256k1.Signature.fromBytes(recovered, 'recovered').recoverPublicKey(hash).toBytes(true)
    const id = blake2b(key, { dkLen: 32 })
    return id.every((byte, i) => byte === accountId[i])
  } catch {
    return false // not a point or signature of this scheme
  }
}

/** The (scheme, signature) pairs a signature may be: bare 64 bytes (sr25519 or ed25519) or 65 (ECDSA), or typed. */
function attempts(bytes: Uint8Array): [number, Uint8Array][] {
  const [type] = bytes
  const typed = bytes.subarray(1)
  if (bytes.length === 64)
    return [
      [SR25519, bytes],
      [ED25519, bytes],
    ]
  if (bytes.length === 65 && (type === SR25519 || type === ED25519))
    return [
      [type, typed],
      [ECDSA, bytes],
    ]
  if (bytes.length === 65) return [[ECDSA, bytes]]
  if (bytes.length === 66 && type === ECDSA) return [[ECDSA, typed]]
  return []
}

/**
 * The curve half of `verifyPolkadotSignature`, fetched on its first use: a bare 64-byte signature is tried as
 * sr25519 then ed25519, a bare 65-byte one as ECDSA; a typed one (MultiSignature) names its scheme in its first byte.
 */
export function verifyWithCurves({ address, message, signature }: VerifySignatureParams): SignatureVerdict {
  const account = decodeSs58(address)
  if (!account || !/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) return 'invalid'
  const bytes = hex.decode(signature.slice(2).toLowerCase())
  for (const [scheme, body] of attempts(bytes))
    for (const candidate of candidates(message))
      if (verifies(scheme, body, candidate, account.accountId)) return 'valid'
  return 'invalid'
}
