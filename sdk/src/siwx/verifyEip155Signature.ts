import { checkParam, objectParam, textParam } from '../validation/checkParam'
/** How an eip155 signature checked out. */
export type Eip155Verdict = 'valid' | 'invalid' | 'smartAccountUnverified'

export interface VerifyEip155Params {
  address: string
  message: string
  signature: string
  /** An RPC of the message's chain: with it, smart-account (ERC-1271, ERC-6492) signatures are checked too. */
  rpcUrl?: string
}

/**
 * Checks a personal-sign signature with viem (loaded on first use, so the core stays viem-free): first as an
 * ordinary account's (recovering the signer), then, when an RPC is at hand, through the chain (a smart account
 * vouching with ERC-1271). A signature that fails both for an address holding code is a smart account whose
 * signature could not be verified; otherwise it is invalid.
 */
export async function verifyEip155Signature(params: VerifyEip155Params): Promise<Eip155Verdict> {
  checkParam('params', objectParam({ address: textParam(), message: textParam(), signature: textParam() }), params)
  const { verifyWithViem } = await import('./verifyWithViem')
  return verifyWithViem(params)
}
