import { describe, expect, it } from 'vitest'
import { signingWallet, siwxPortico } from '@portico-examples/test-support/portico/siwxPortico'
import { useSiwxChains } from '@portico-examples/test-support/portico/useSiwxChains'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { cancelSignIn } from './cancelSignIn'
import { defaultSiwx } from './defaultSiwx'

// Real chains (anvil) and a real private-key wallet; the default sign-in configuration.
const chains = useSiwxChains()

async function waitingToSignIn(required: boolean) {
  const portico = await siwxPortico(
    chains().one,
    chains().two,
    { siwx: defaultSiwx({ required }) },
    signingWallet(chains().one),
  )
  await portico.connectWallet()
  await waitForStore(portico.p.$router, (r) => r.view === 'SIWXSignMessage')
  return portico.p
}

describe('cancelSignIn (spec §4)', () => {
  it('when sign-in is required: disconnects the wallet, and the view resets to Connect', async () => {
    const p = await waitingToSignIn(true)
    await cancelSignIn(p)
    expect(p.$account.get().address).toBeUndefined()
    expect(p.$connection.get().status.eip155).toBe('disconnected')
    expect(p.walletSessions.byNamespace.size).toBe(0)
    expect(p.$router.get().view).toBe('Connect')
    expect(p.$siwx.get().awaiting).toBeUndefined()
  })

  it('when sign-in is optional: closes the modal and stays connected, and the view resets to Connect', async () => {
    const p = await waitingToSignIn(false)
    await cancelSignIn(p)
    expect(p.$modal.get().open).toBe(false)
    expect(p.$account.get().status).toBe('connected')
    expect(p.$router.get().view).toBe('Connect')
  })
})
