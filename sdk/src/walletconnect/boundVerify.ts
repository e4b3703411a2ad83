import { VERIFY_WAIT_MS } from '../constants'
import type { Platform } from '../platform/types'
import type { UniversalProvider } from './loadUniversalProvider'

type Verify = UniversalProvider['client']['core']['verify'] & { verifyUrlV3?: string }

/**
 * Bounds the WalletConnect Verify step that comes before every pairing link, and points it at `verifyUrl` when given.
 *
 * The WalletConnect SDK attests the app's origin in a hidden frame of the Verify service and waits for it before it
 * publishes a proposal. Two attestations asked at once (a one-click sign-in sends a proposal and an authentication
 * request) share one abort timer in that SDK, so when Verify cannot be reached one of them waits for ever and no
 * QR code ever shows. Each now goes on unattested after VERIFY_WAIT_MS (wallets show the app as not verified).
 *
 * @example
 * boundVerify(provider, platform, 'http://127.0.0.1:8787/verify')
 */
export function boundVerify(
  provider: UniversalProvider,
  clock: Pick<Platform, 'setTimeout' | 'clearTimeout'>,
  verifyUrl?: string,
): void {
  const verify = provider.client.core.verify as Verify
  // The SDK has no option for it; the property is where it reads the service's address.
  if (verifyUrl) verify.verifyUrlV3 = `${verifyUrl.replace(/\/+$/, '')}/v3`
  const register = verify.register.bind(verify)
  verify.register = (params) =>
    new Promise<string | undefined>((resolve, reject) => {
      const timer = clock.setTimeout(() => resolve(''), VERIFY_WAIT_MS)
      register(params).then(
        (attestation) => {
          clock.clearTimeout(timer)
          resolve(attestation)
        },
        (error: unknown) => {
          clock.clearTimeout(timer)
          reject(error)
        },
      )
    })
}
