import { generateKeyPairSigner } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../connect/connect'
import { createPortico } from '../instance/createPortico'
import { solanaMainnet } from '../networks/solana'
import { memoryPlatform } from '../platform/memoryPlatform'
import { solana } from '../solana/solana'
import { walletStandardConnector } from '../solana/walletStandard/walletConnector'
import { kitWallet } from '@portico-examples/test-support/wallets/solanaWallet'
import { TEST_APP_METADATA } from '@portico-examples/test-support/portico/siwxPortico'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { defaultSiwx } from './defaultSiwx'
import { signIn } from './signIn'
import { verifySolanaSignature } from '../solana/verifySolanaSignature'
import { watchSignIn } from './watchSignIn'

// A real Wallet Standard wallet backed by a @solana/kit key; the signature is checked with @solana/kit.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('signIn with a Solana wallet', () => {
  it('has the wallet sign the message (solana_signMessage), verifies it with @solana/kit and stores the session', async () => {
    const signer = await generateKeyPairSigner()
    const wallet = kitWallet({ signer })
    const siwx = defaultSiwx()
    const p = createPortico({
      projectId: 'test-project',
      networks: [solanaMainnet],
      adapters: [solana()],
      connectors: [walletStandardConnector(wallet)],
      metadata: TEST_APP_METADATA,
      platform: memoryPlatform(),
      siwx,
    })
    watchSignIn(p)
    await connect(p, { connector: wallet.name })
    await waitForStore(p.$router, (r) => r.view === 'SIWXSignMessage')

    const session = await signIn(p)

    expect(wallet.calls).toContain('solana:signMessage')
    expect(session?.message).toContain(
      `app.example.com wants you to sign in with your Solana account:\n${signer.address}`,
    )
    expect(
      await verifySolanaSignature({
        address: signer.address,
        message: session!.message,
        signature: session!.signature,
      }),
    ).toBe('valid')
    expect(await siwx.getSessions(solanaMainnet.caipNetworkId, signer.address)).toHaveLength(1)
    expect(p.$modal.get().open).toBe(false)
  })
})
