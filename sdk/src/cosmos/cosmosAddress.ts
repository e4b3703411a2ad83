import { bech32 } from '@scure/base'

/** Account addresses are 20-byte key hashes; module and interchain accounts 32 bytes. */
const ADDRESS_BYTES = [20, 32]

/**
 * A Cosmos address (bech32, any chain prefix) in its canonical lower case, or undefined when it is not one.
 *
 * @example
 * formatCosmosAddress('COSMOS1…') // 'cosmos1…'
 */
export function formatCosmosAddress(address: string): string | undefined {
  if (typeof address !== 'string') return undefined
  try {
    const { bytes } = bech32.decodeToBytes(address.toLowerCase() as `${string}1${string}`)
    return ADDRESS_BYTES.includes(bytes.length) ? address.toLowerCase() : undefined
  } catch {
    return undefined // not bech32
  }
}

/** The chain prefix of a Cosmos address (`cosmos`, `osmo`), or undefined when it is not one. */
export function cosmosAddressPrefix(address: string): string | undefined {
  const formatted = formatCosmosAddress(address)
  return formatted?.slice(0, formatted.lastIndexOf('1'))
}
