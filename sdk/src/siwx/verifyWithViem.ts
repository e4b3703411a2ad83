import { createPublicClient, http, isAddress, isHex, verifyMessage } from 'viem'
import { RPC_TIMEOUT_MS } from '../constants'
import { siwxError } from './messages'
import type { Eip155Verdict, VerifyEip155Params } from './verifyEip155Signature'

/**
 * The viem half of `verifyEip155Signature`, fetched on its first use. It imports viem's functions by name: a dynamic
 * `import('viem')` would keep the whole of viem's namespace, and put all of it in the start of an app that also
 * imports a single viem function.
 */
export async function verifyWithViem({ address, message, signature, rpcUrl }: VerifyEip155Params): Promise<Eip155Verdict> {
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return 'invalid'
  // A malformed signature makes recovery throw: that is an invalid signature, not a failure.
  const recovered = await verifyMessage({ address, message, signature }).catch(() => false)
  if (recovered) return 'valid'
  if (!rpcUrl) return 'invalid'
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: RPC_TIMEOUT_MS }) })
  const vouched = await client.verifyMessage({ address, message, signature }).catch(() => false)
  if (vouched) return 'valid'
  // The chain must say whether the address is a contract: when it cannot, nothing can be concluded.
  const code = await client.getCode({ address }).catch((cause: unknown) => {
    throw siwxError('SIWX_CHECK_UNAVAILABLE', { category: 'API_ERROR', cause })
  })
  return code && code !== '0x' ? 'smartAccountUnverified' : 'invalid'
}
