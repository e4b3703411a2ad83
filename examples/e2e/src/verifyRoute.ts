// The WalletConnect Verify iframe, answered locally: the dapp SDK inserts a hidden iframe from the Verify service
// before each proposal and request and waits up to 5 s for its attestation. The route answers with a page that
// posts an unverified (not a scam, not verified) attestation for the iframe's id at once, so nothing leaves the
// machine and nothing waits. Pair with IS_VITEST=true in the Node wallet (see toolchain notes §6).
import type { BrowserContext } from 'playwright-core'
import { attestationPage } from '@portico-examples/devnet'

export const VERIFY_HOSTS = /^https:\/\/verify\.walletconnect\.(org|com)\//

export { attestationPage }

/** Answers the Verify service for every page of `context`; other Verify calls fail fast (404). */
export async function verifyRoute(context: BrowserContext): Promise<void> {
  await context.route(VERIFY_HOSTS, async (route) => {
    const url = new URL(route.request().url())
    if (url.pathname.startsWith('/v3/attestation')) {
      const id = url.searchParams.get('id') ?? ''
      const origin = url.searchParams.get('origin') ?? ''
      await route.fulfill({ contentType: 'text/html', body: attestationPage(id, origin) })
      return
    }
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{}' })
  })
}

/**
 * WalletConnect's public Verify service made unreachable, as it is on a machine without internet: the demo attests
 * with the devnet's stand-in (`apiUrls.verify`), so nothing of a test depends on the stub above.
 */
export async function offlineVerify(context: BrowserContext): Promise<void> {
  await context.route(VERIFY_HOSTS, (route) => route.abort('namenotresolved'))
}
