import type { CaipNetwork } from './types'

/**
 * The page of `address` on the network's block explorer, or undefined when the network names no explorer.
 * Subscan (polkadot) calls it an account page; the others an address page.
 *
 * @example
 * explorerAddressUrl(ethereum, '0xf39F…2266') // 'https://etherscan.io/address/0xf39F…2266'
 */
export function explorerAddressUrl(network: CaipNetwork | undefined, address: string): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base) return undefined
  return `${base}/${network.chainNamespace === 'polkadot' ? 'account' : 'address'}/${encodeURIComponent(address)}`
}
