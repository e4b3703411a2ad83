import { PorticoError } from '../errors'

/**
 * EIP-1193's codes for a wallet that no longer serves the site: 4100 (the account is not authorised: the wallet
 * locked, or the user revoked the site), 4900 (disconnected) and 4901 (disconnected from the chain).
 */
const WALLET_GONE_CODES: readonly unknown[] = [4100, 4900, 4901]

/** Whether a wallet's error (viem's wrappers looked through, by `cause`) says the wallet went from the site. */
function isWalletGone(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (WALLET_GONE_CODES.includes((current as { code?: unknown }).code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Runs a request to the connected eip155 wallet; a wallet that locked or disconnected while it was asked (the
 * connection gone mid-flight) is 'No wallet connected' (NOT_CONNECTED), as when it had gone before, not an untyped
 * failure. Any other error is rethrown as it is.
 *
 * @example
 * const hash = await whileConnected(() => viemActions.sendTransaction(wallet, tx))
 */
export async function whileConnected<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (isWalletGone(error))
      throw new PorticoError('NOT_CONNECTED', { category: 'API_ERROR', cause: error, params: { namespace: 'eip155' } })
    throw error
  }
}
