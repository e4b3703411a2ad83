import * as viem from 'viem'
import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'

/**
 * The viem half of `verifyEip155Signature`, fetched on its first use. It imports viem's functions by name: a dynamic
 * `import('viem')` would keep the whole of viem's namespace, and put all of it in the start of an app that also
 * imports a single viem function. It imports nothing of the SDK (the timeout comes as a parameter): the eip155
 * adapter reaches it from an app's start, and a chunk fetched later that imports the SDK's shared chunk makes vite
 * split that chunk off the start (0.7 kB gzip more, measured).
 */
export async function verifyWithViem(
  { address, message, signature, rpcUrl }: VerifySignatureParams,
  timeout: number,
): Promise<SignatureVerdict> {
  if (!viem.isAddress(address, { strict: false }) || !viem.isHex(signature)) return 'invalid'
  // A malformed signature makes recovery throw: that is an invalid signature, not a failure.
  const recovered = await viem.verifyMessage({ address, message, signature }).catch(() => false)
  if (recovered) return 'valid'
  if (!rpcUrl) return 'invalid'
  const client = viem.createPublicClient({ transport: viem.http(rpcUrl, { retryCount: 0, timeout }) })
  const vouched = await client.verifyMessage({ address, message, signature }).catch(() => false)
  if (vouched) return 'valid'
  // The chain must say whether the address is a contract: when it cannot, nothing can be concluded (the error
  // goes to the caller, which knows what could not be checked).
  const code = await client.getCode({ address })
  return code && code !== '0x' ? 'smartAccountUnverified' : 'invalid'
}
