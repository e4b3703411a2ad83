import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import {
  Address,
  NETWORK,
  OutScript,
  p2pkh,
  p2sh,
  p2wpkh,
  RawTx,
  RawWitness,
  Script,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer'
import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'

type BtcNetwork = typeof NETWORK

const MESSAGE_MAGIC = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
const BIP322_TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))
const SIGHASH_ALL = 1
const SIGHASH_DEFAULT = 0

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

/** The network an address belongs to, from its prefix. */
function networkOf(address: string): BtcNetwork {
  if (/^(bc1|[13])/i.test(address)) return NETWORK
  if (/^bcrt1/i.test(address)) return { ...TEST_NETWORK, bech32: 'bcrt' }
  return TEST_NETWORK
}

/** The older "Bitcoin Signed Message" signature: 65 bytes, a header naming the recovery id and the key's form. */
function verifyLegacy(address: string, message: Uint8Array, signature: Uint8Array, network: BtcNetwork): boolean {
  const header = signature[0] as number
  if (signature.length !== 65 || header < 27 || header > 42) return false
  const hash = sha256(sha256(concat(MESSAGE_MAGIC, encodeLength(message.length), message)))
  const compact = Uint8Array.of((header - 27) & 3, ...signature.subarray(1))
  const point = secp256k1.Signature.fromBytes(compact, 'recovered').recoverPublicKey(hash)
  const compressed = point.toBytes(true)
  const candidates = [
    p2pkh(header < 31 ? point.toBytes(false) : compressed, network).address,
    p2wpkh(compressed, network).address,
    p2sh(p2wpkh(compressed, network), network).address,
  ]
  return candidates.includes(address)
}

/** Bitcoin's CompactSize length prefix. */
function encodeLength(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

/**
 * BIP-322's simple form: the signature is the witness of the virtual `to_sign` transaction spending the virtual
 * `to_spend` one, whose output is the address's script and whose input commits to the message's tagged hash.
 */
function verifyBip322(address: string, message: Uint8Array, signature: Uint8Array, network: BtcNetwork): boolean {
  const witness = RawWitness.decode(signature)
  const decoded = Address(network).decode(address)
  const script = OutScript.encode(decoded)
  const messageHash = sha256(concat(BIP322_TAG, BIP322_TAG, message))
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', messageHash]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    lockTime: 0,
  })
  // Version 0 is among the versions btc-signer knows (its allowUnknownVersion would refuse it in 1.x).
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: sha256(sha256(toSpend)).reverse(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })

  if (decoded.type === 'tr') {
    const [sig] = witness
    if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false
    const hashType = sig.length === 65 ? (sig[64] as number) : SIGHASH_DEFAULT
    const digest = toSign.preimageWitnessV1(0, [script], hashType, [0n])
    return schnorr.verify(sig.subarray(0, 64), digest, decoded.pubkey)
  }
  // A single-key segwit spend, native (wpkh) or nested in P2SH: the witness is the signature and the key.
  const [sig, key] = witness
  if (witness.length !== 2 || !sig || !key || key.length !== 33) return false
  const keyHash = hash160(key)
  const matches =
    decoded.type === 'wpkh'
      ? equal(keyHash, decoded.hash)
      : decoded.type === 'sh' && equal(hash160(OutScript.encode({ type: 'wpkh', hash: keyHash })), decoded.hash)
  if (!matches || sig[sig.length - 1] !== SIGHASH_ALL) return false
  const digest = toSign.preimageWitnessV0(0, OutScript.encode({ type: 'pkh', hash: keyHash }), SIGHASH_ALL, 0n)
  return secp256k1.verify(sig.subarray(0, -1), digest, key, { prehash: false, format: 'der', lowS: false })
}

/**
 * The transaction half of `verifyBitcoinSignature`, fetched on its first use: a 65-byte signature with a header is
 * checked as the older message signature, anything else as a BIP-322 witness.
 */
export function verifyWithBtcSigner({ address, message, signature }: VerifySignatureParams): SignatureVerdict {
  const network = networkOf(address)
  const text = new TextEncoder().encode(message)
  try {
    const bytes = base64.decode(signature)
    const header = bytes[0] as number
    const valid =
      bytes.length === 65 && header >= 27 && header <= 42
        ? verifyLegacy(address, text, bytes, network)
        : verifyBip322(address, text, bytes, network)
    return valid ? 'valid' : 'invalid'
  } catch {
    return 'invalid' // not base64, not an address, not a witness, not a point
  }
}
