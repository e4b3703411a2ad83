import { kusama, polkadotMainnet } from '../networks/polkadot'
import { GENERIC_SS58_PREFIX } from './ss58'

/** SS58 prefixes of the built-in networks, by CAIP-2 reference; Westend's generic one is the default. */
const PREFIXES: Readonly<Record<string, number>> = {
  [String(polkadotMainnet.id)]: 0,
  [String(kusama.id)]: 2,
}

/**
 * The SS58 prefix addresses have on a polkadot network (0 Polkadot, 2 Kusama), the generic 42 for any other; an app
 * gives its own network's prefix through `polkadotWallets({ ss58Prefixes })`.
 */
export function ss58PrefixOf(reference: string, own: Readonly<Record<string, number>> = {}): number {
  return own[reference] ?? PREFIXES[reference] ?? GENERIC_SS58_PREFIX
}
