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
export async function verifyEip155Signature({ address, message, signature, rpcUrl }: VerifyEip155Params): Promise<Eip155Verdict> {
  const viem = await import('viem')
  if (!viem.isAddress(address, { strict: false }) || !viem.isHex(signature)) return 'invalid'
  // A malformed signature makes recovery throw: that is an invalid signature, not a failure.
  const recovered = await viem.verifyMessage({ address, message, signature }).catch(() => false)
  if (recovered) return 'valid'
  if (!rpcUrl) return 'invalid'
  const client = viem.createPublicClient({ transport: viem.http(rpcUrl) })
  const vouched = await client.verifyMessage({ address, message, signature }).catch(() => false)
  if (vouched) return 'valid'
  const code = await client.getCode({ address })
  return code && code !== '0x' ? 'smartAccountUnverified' : 'invalid'
}
