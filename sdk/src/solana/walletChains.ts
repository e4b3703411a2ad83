import { checkParam, textParam } from '../validation/checkParam'
import { solanaDevnet, solanaMainnet, solanaTestnet } from '../networks/solana'
import type { WalletChain } from './walletStandard/types'

// Wallet Standard wallets name the clusters; CAIP-2 (and so Portico's networks) use the genesis-hash reference.
const BY_CLUSTER: Readonly<Record<string, string>> = {
  'solana:mainnet': String(solanaMainnet.id),
  'solana:devnet': String(solanaDevnet.id),
  'solana:testnet': String(solanaTestnet.id),
}

const CAIP_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/

/** The CAIP-2 reference of a wallet's chain (`solana:mainnet` → `5eykt4…`), or undefined for other chains. */
export function walletChainReference(chain: string): string | undefined {
  checkParam('chain', textParam(), chain)
  const known = BY_CLUSTER[chain]
  if (known) return known
  const [namespace, reference = ''] = chain.split(':')
  return namespace === 'solana' && CAIP_REFERENCE.test(reference) ? reference : undefined
}

/** The wallet chain for a CAIP-2 reference: the cluster name for the known clusters, else `solana:<reference>`. */
export function walletChain(reference: string): WalletChain {
  const cluster = Object.keys(BY_CLUSTER).find((chain) => BY_CLUSTER[chain] === reference)
  return (cluster ?? `solana:${reference}`) as WalletChain
}

/** A wallet's cluster (`5eykt4…`, `solana:5eykt4…` or `solana:mainnet`) as its CAIP-2 reference, or undefined. */
export function parseSolanaChainId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (CAIP_REFERENCE.test(value)) return value
  return walletChainReference(value)
}
