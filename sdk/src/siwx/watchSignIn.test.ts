import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { disconnect } from '../connect/disconnect'
import { close } from '../modal/close'
import { open } from '../modal/open'
import { memoryPlatform } from '../platform/memoryPlatform'
import { watchErrors } from '../telemetry/watchErrors'
import { ANVIL_KEYS } from '@portico-examples/test-support/chains/anvil'
import { signingWallet, siwxPortico } from '@portico-examples/test-support/portico/siwxPortico'
import { reloaded } from '@portico-examples/test-support/portico/testPortico'
import { useSiwxChains } from '@portico-examples/test-support/portico/useSiwxChains'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { defaultSiwx, type DefaultSiwxOptions } from './defaultSiwx'
import { signIn } from './signIn'
import type { SiwxConfig } from './types'

// Real chains (anvil) and a real private-key wallet; the default sign-in configuration.
const chains = useSiwxChains()

const owner = privateKeyToAccount(ANVIL_KEYS[0]!)
const CHAIN = 'eip155:31337'

async function signedIn(options: DefaultSiwxOptions) {
  const siwx = defaultSiwx(options)
  const portico = await siwxPortico(chains().one, chains().two, { siwx }, signingWallet(chains().one))
  await portico.connectWallet()
  await waitForStore(portico.p.$router, (r) => r.view === 'SIWXSignMessage')
  await signIn(portico.p)
  return { ...portico, siwx }
}

describe('watchSignIn', () => {
  it('signs the account out when its wallet disconnects (signOutOnDisconnect, the default)', async () => {
    const { p, siwx } = await signedIn({})
    expect(await siwx.getSessions(CHAIN, owner.address)).toHaveLength(1)
    await disconnect(p)
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
  })

  it('keeps the session on disconnect when signOutOnDisconnect is false', async () => {
    const { p, siwx } = await signedIn({ signOutOnDisconnect: false })
    await disconnect(p)
    expect(await siwx.getSessions(CHAIN, owner.address)).toHaveLength(1)
  })

  it('after a reload, the silent reconnect finding the session leaves open the modal the user opened meanwhile', async () => {
    const platform = memoryPlatform()
    const wallet = signingWallet(chains().one)
    const before = await siwxPortico(chains().one, chains().two, { siwx: defaultSiwx() }, wallet, platform)
    await before.connectWallet()
    await waitForStore(before.p.$router, (r) => r.view === 'SIWXSignMessage')
    await signIn(before.p)
    before.stop()

    // The page again on a busy device: the sessions are read slowly, and the user opens the Account view first.
    let release = () => {}
    const slowRead = new Promise<void>((resolve) => {
      release = resolve
    })
    const siwx = defaultSiwx()
    const slow: SiwxConfig = {
      ...siwx,
      getSessions: async (...args) => {
        await slowRead
        return siwx.getSessions(...args)
      },
    }
    const { p } = await siwxPortico(chains().one, chains().two, { siwx: slow }, wallet, reloaded(platform))
    expect(p.$account.get().address).toBe(owner.address)
    open(p, { view: 'Account' })
    release()
    await waitForStore(p.$siwx, (s) => s.status === 'success')
    expect(p.$modal.get().open).toBe(true)
    expect(p.$router.get().view).toBe('Account')
  })

  it('no longer blocks closing once stopped', async () => {
    const siwx = defaultSiwx({ required: true })
    const { p, stop, connectWallet } = await siwxPortico(
      chains().one,
      chains().two,
      { siwx },
      signingWallet(chains().one),
    )
    await connectWallet()
    await waitForStore(p.$router, (r) => r.view === 'SIWXSignMessage')
    expect(close(p)).toBe(false)
    stop()
    expect(close(p)).toBe(true)
  })

  it('blocks closing while the wallet is asked for the signature, even when sign-in is optional', async () => {
    const wallet = signingWallet(chains().one)
    const { p, connectWallet } = await siwxPortico(chains().one, chains().two, { siwx: defaultSiwx() }, wallet)
    await connectWallet()
    await waitForStore(p.$router, (r) => r.view === 'SIWXSignMessage')
    const closedWhileSigning: boolean[] = []
    wallet.onSign = () => closedWhileSigning.push(close(p))
    await signIn(p)
    expect(closedWhileSigning).toEqual([false])
    expect(p.$siwx.get().status).toBe('success')
  })

  it('when the sessions cannot be read: says "A problem occurred while trying initialize authentication"', async () => {
    const failing: SiwxConfig = {
      ...defaultSiwx(),
      getSessions: () => Promise.reject(new Error('storage unavailable')),
    }
    const { p, connectWallet } = await siwxPortico(
      chains().one,
      chains().two,
      { siwx: failing },
      signingWallet(chains().one),
    )
    const reported: string[] = []
    watchErrors(p, { onError: (error) => reported.push(`${error.code}: ${(error.cause as Error).message}`) })
    await connectWallet()
    const shown = await waitForStore(p.$snackbar, (s) => s.open && s.variant === 'error')
    expect(shown.message).toBe('A problem occurred while trying initialize authentication')
    expect(reported).toEqual(['SIWX_INIT_FAILED: storage unavailable'])
    expect(p.$router.get().view).not.toBe('SIWXSignMessage')
  })
})
