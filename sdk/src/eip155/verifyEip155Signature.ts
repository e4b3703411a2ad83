import { RPC_TIMEOUT_MS } from '../constants'
import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { importWithPeer } from '../errors/importWithPeer'

/**
 * Checks a personal-sign signature with viem (loaded on first use, so the adapter stays viem-free): first as an
 * ordinary account's (recovering the signer), then, when an RPC is at hand, through the chain (a smart account
 * vouching with ERC-1271). A signature that fails both for an address holding code is a smart account whose
 * signature could not be verified; otherwise it is invalid. The eip155 adapter's `verifySignature`.
 *
 * @example
 * const verdict = await verifyEip155Signature({ address, message: 'Hello', signature, rpcUrl })
 */
export async function verifyEip155Signature(params: VerifySignatureParams): Promise<SignatureVerdict> {
  checkParam('params', objectParam({ address: textParam(), message: textParam(), signature: textParam() }), params)
  const { verifyWithViem } = await importWithPeer(['viem'], () => import('./verifyWithViem'))
  return verifyWithViem(params, RPC_TIMEOUT_MS)
}
