import { errorFactory } from './errorFactory'

/** The message of an optional peer dependency that is not installed: only the entries that load one throw it. */
export const PEER_MESSAGES = {
  MISSING_PEER: 'This needs the package {package}: npm install {package}',
} as const

const peerError = errorFactory(PEER_MESSAGES)

/**
 * Loads Portico's own module that imports an optional peer dependency (`viem` behind `@portico/sdk/eip155`'s actions,
 * `@solana/kit`, the WalletConnect provider): when one of `peers` is not installed, the load fails with MISSING_PEER,
 * naming the package to install, instead of the loader's own error about a file deep in the SDK (Node's "Cannot find
 * package 'viem'", vite's 'Could not resolve "viem"', a browser's 'Failed to resolve module specifier "viem"').
 *
 * @example
 * const { readNativeBalance } = await importWithPeer(['viem'], () => import('./walletActions'))
 */
export async function importWithPeer<T>(peers: readonly string[], load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (cause) {
    const text = String((cause as Error | undefined)?.message ?? cause)
    const peer = /cannot find|resolve/i.test(text)
      ? peers.find((name) => new RegExp(`['"]${name}[/'"]`).test(text))
      : undefined
    if (peer) throw peerError('MISSING_PEER', { params: { package: peer }, cause })
    throw cause
  }
}
