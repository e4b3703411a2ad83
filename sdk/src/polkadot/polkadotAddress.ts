import { decodeSs58 } from './ss58'

/**
 * A Polkadot (SS58) address as it was given when it is one (any network's prefix), else undefined.
 *
 * @example
 * formatPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // the same string
 */
export function formatPolkadotAddress(address: string): string | undefined {
  return typeof address === 'string' && decodeSs58(address) ? address : undefined
}
