import { checkParam, objectParam, textParam } from '../validation/checkParam'
export interface VerifySolanaParams {
  /** The base58 address (the ed25519 public key). */
  address: string
  message: string
  /** The base58 signature (64 bytes). */
  signature: string
}

/**
 * Checks an ed25519 signature of the message's UTF-8 bytes with @solana/kit (loaded on first use): the address
 * is the public key. Anything malformed (address, signature encoding or length) is simply not valid.
 */
export async function verifySolanaSignature(params: VerifySolanaParams): Promise<boolean> {
  checkParam('params', objectParam({ address: textParam(), message: textParam(), signature: textParam() }), params)
  const { verifyWithSolanaKit } = await import('./verifyWithSolanaKit')
  return verifyWithSolanaKit(params)
}
