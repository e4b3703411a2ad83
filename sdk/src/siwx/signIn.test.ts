import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX } from '../constants'
import { close } from '../modal/close'
import { memoryPlatform } from '../platform/memoryPlatform'
import { reloaded } from '@portico-examples/test-support/portico/testPortico'
import { ANVIL_KEYS } from '@portico-examples/test-support/chains/anvil'
import { signingWallet, siwxPortico } from '@portico-examples/test-support/portico/siwxPortico'
import { useSiwxChains } from '@portico-examples/test-support/portico/useSiwxChains'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { defaultSiwx, type DefaultSiwxOptions } from './defaultSiwx'
import { signIn } from './signIn'
import type { SiwxConfig } from './types'

// Real chains (anvil), a real private-key wallet behind EIP-1193; the sign-in configuration is the default one.
const chains = useSiwxChains()

const owner = privateKeyToAccount(ANVIL_KEYS[0]!)
const CHAIN = 'eip155:31337'

async function setup(
  options: DefaultSiwxOptions = {},
  platform = memoryPlatform(),
  siwx: SiwxConfig = defaultSiwx(options),
) {
  const wallet = signingWallet(chains().one, { authorized: platform.store.size > 0 })
  const portico = await siwxPortico(chains().one, chains().two, { siwx }, wallet, platform)
  return { ...portico, wallet, siwx, platform }
}

describe('after a connect (spec §4)', () => {
  it('asks the account to sign in: SIWXSignMessage opens', async () => {
    const { p, connectWallet } = await setup()
    await connectWallet()
    await waitForStore(p.$router, (r) => r.view === 'SIWXSignMessage')
    expect(p.$modal.get().open).toBe(true)
    expect(p.$siwx.get()).toMatchObject({ awaiting: `${CHAIN}:${owner.address}`, status: 'idle', required: false })
  })
})

describe('signIn', () => {
  it('signs in: the wallet signs the EIP-4361 text, the session is stored, the modal closes; a reload asks nothing', async () => {
    const { p, wallet, connectWallet, siwx, platform } = await setup({ statement: 'Sign in to Example' })
    await connectWallet()
    await waitForStore(p.$router, (r) => r.view === 'SIWXSignMessage')
    const shownWhileSigning: string[] = []
    wallet.onSign = () => shownWhileSigning.push(`${p.$snackbar.get().variant}: ${p.$snackbar.get().message}`)

    const session = await signIn(p)

    expect(shownWhileSigning).toEqual(['loading: Authenticating...'])
    expect(wallet.requests).toContain('personal_sign')
    expect(session?.message).toContain(
      `app.example.com wants you to sign in with your Ethereum account:\n${owner.address}`,
    )
    expect(p.$siwx.get()).toMatchObject({ status: 'success', awaiting: undefined })
    expect(p.$siwx.get().message?.toString()).toBe(session?.message)
    expect(p.$modal.get().open).toBe(false)
    expect(p.$snackbar.get().open).toBe(false)
    expect(await siwx.getSessions(CHAIN, owner.address)).toHaveLength(1)
    expect(platform.store.get(`${STORAGE_PREFIX}siwx_sessions`)).toContain(owner.address)

    // Reload: a new instance on the same storage reconnects silently and finds the session.
    const again = await setup({}, reloaded(platform))
    await waitForStore(again.p.$siwx, (s) => s.status === 'success')
    expect(again.p.$account.get().address).toBe(owner.address)
    expect(again.p.$modal.get().open).toBe(false)
    expect(again.p.$router.get().view).not.toBe('SIWXSignMessage')
    expect(again.wallet.requests).not.toContain('personal_sign')
  })

  it('on decline: says "Signature declined" and shows SIWXSignMessage again; nothing is stored', async () => {
    const { p, wallet, connectWallet, siwx } = await setup()
    await connectWallet()
    await waitForStore(p.$router, (r) => r.view === 'SIWXSignMessage')
    wallet.declineNextSignature()

    await expect(signIn(p)).resolves.toBeUndefined()

    vi.advanceTimersByTime(150) // the loading message gives way to the error after the snackbar switch
    expect(p.$snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' })
    expect(p.$siwx.get().status).toBe('error')
    expect(p.$siwx.get().error?.message).toBe('Signature declined')
    expect(p.$modal.get().open).toBe(true)
    expect(p.$router.get().view).toBe('SIWXSignMessage')
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
  })

  it('refuses a forged signature: the error shows, nothing is stored, the modal stays', async () => {
    const stranger = privateKeyToAccount(ANVIL_KEYS[1]!)
    const base = defaultSiwx()
    const forging: SiwxConfig = { ...base, signMessage: ({ message }) => stranger.signMessage({ message }) }
    const { p, connectWallet } = await setup({}, memoryPlatform(), forging)
    await connectWallet()
    await waitForStore(p.$router, (r) => r.view === 'SIWXSignMessage')

    await expect(signIn(p)).rejects.toThrow(`The sign-in signature is not valid for ${owner.address}`)

    vi.advanceTimersByTime(150)
    expect(p.$snackbar.get()).toMatchObject({
      variant: 'error',
      message: `The sign-in signature is not valid for ${owner.address}`,
    })
    expect(p.$siwx.get().status).toBe('error')
    expect(p.$modal.get().open).toBe(true)
    expect(await base.getSessions(CHAIN, owner.address)).toEqual([])
  })

  it('throws the spec’s errors without a configuration or an account', async () => {
    const { p } = await setup()
    await expect(signIn(p)).rejects.toThrow('No ActiveCaipAddress found')
    const plain = await siwxPortico(chains().one, chains().two, {}, signingWallet(chains().one))
    await expect(signIn(plain.p)).rejects.toThrow('SIWX is not enabled')
  })
})

describe('a required sign-in (spec §6)', () => {
  it('keeps the modal open until the account signs in', async () => {
    const { p, connectWallet } = await setup({ required: true })
    await connectWallet()
    await waitForStore(p.$router, (r) => r.view === 'SIWXSignMessage')
    expect(p.$siwx.get().required).toBe(true)

    expect(close(p)).toBe(false)
    expect(p.$modal.get().open).toBe(true)

    await signIn(p)
    expect(p.$modal.get().open).toBe(false)
  })
})
