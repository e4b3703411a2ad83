// The sign-in request against the SDK's real sign-in flow: the default configuration (EIP-4361 message, session
// verified by recovering the signer) and a real private-key wallet that signs, holding each signature until the
// test approves or declines it as the user would. No chain is needed: an ordinary account's signature is checked
// offline.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, external, open } from '@portico/sdk'
import { eip155 } from '@portico/sdk/eip155'
import { defaultSiwx, watchSignIn } from '@portico/sdk/siwx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { heldWallet } from '@portico-examples/test-support/wallets/heldWallet'

const stops: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const stop of stops.splice(0)) stop()
})

const APP = { name: 'Example', description: 'Example app', url: 'https://app.example.com', icons: [] }
const STATEMENT = 'Sign in to Example'

/** Connected with sign-in on: the SDK has opened SIWXSignMessage for the account. */
async function askedToSignIn(required = false) {
  const { wallet, provider, approve, decline, waiting } = heldWallet({ hold: ['personal_sign'] })
  const siwx = defaultSiwx({ required, statement: STATEMENT })
  const portico = testPortico({
    metadata: APP,
    siwx,
    adapters: [eip155()],
    connectors: [external({ id: 'aurora', name: 'Aurora Wallet', provider })],
  })
  stops.push(watchSignIn(portico))
  await renderKit(null, portico)
  await act(async () => {
    await connect(portico, { connector: 'aurora' })
  })
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 })
  await within(dialog).findByText('Example needs to connect to your wallet', {}, { timeout: 5000 })
  return { portico, dialog, wallet, siwx, approve, decline, waiting }
}

describe('SIWXSignMessage view', { timeout: 20_000 }, () => {
  it('Sign: the wallet signs, the session is kept and the modal closes', async () => {
    const { portico, dialog, wallet, siwx, approve } = await askedToSignIn()
    expect(within(dialog).getByText('Sign this message to prove you own this wallet.')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    // While the wallet asks: the statement of the message shows, the wait is announced.
    expect(await within(dialog).findByText(STATEMENT)).toBeTruthy()
    expect(await screen.findByText('Awaiting signature…', { selector: '[aria-live] *, [aria-live]' })).toBeTruthy()
    expect(portico.$siwx.get().status).toBe('pending')
    await approve()
    await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
    expect(portico.$siwx.get()).toMatchObject({ status: 'success', awaiting: undefined })
    expect(await siwx.getSessions('eip155:1', wallet.account.address)).toHaveLength(1)
  })

  it('a declined signature shows "Signature declined" and the request stays; Sign again works', async () => {
    const { portico, dialog, approve, decline } = await askedToSignIn()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await decline()
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Signature declined')
    expect(portico.$router.get().view).toBe('SIWXSignMessage')
    expect(portico.$modal.get().open).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await approve()
    await vi.waitFor(() => expect(portico.$siwx.get().status).toBe('success'))
    expect(portico.$modal.get().open).toBe(false)
  })

  it('when sign-in is required, says that cancelling disconnects; Cancel disconnects and shows Connect', async () => {
    const { portico, dialog } = await askedToSignIn(true)
    expect(within(dialog).getByText(/Canceling will disconnect you\.$/)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await vi.waitFor(() => expect(portico.$account.get().address).toBeUndefined())
    expect(portico.$router.get().view).toBe('Connect')
    expect(portico.$modal.get().open).toBe(true)
  })

  it('when sign-in is optional, Cancel closes the modal and the wallet stays connected', async () => {
    const { portico, dialog, wallet } = await askedToSignIn(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
    expect(portico.$account.get().address).toBe(wallet.account.address)
  })

  it('Escape does not close while the signature is pending (the modal shakes); Cancel waits too', async () => {
    const { portico, dialog, approve } = await askedToSignIn(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await vi.waitFor(() => expect(portico.$siwx.get().status).toBe('pending'))
    await userEvent.keyboard('{Escape}')
    expect(portico.$modal.get()).toMatchObject({ open: true, shake: true })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(portico.$account.get().status).toBe('connected')
    expect(portico.$router.get().view).toBe('SIWXSignMessage')
    await approve()
    await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
  })

  it('Cancel and Sign are reached with Tab, and Enter signs', async () => {
    const { portico, approve } = await askedToSignIn()
    const reached: string[] = []
    for (let i = 0; i < 6; i++) {
      await userEvent.tab()
      reached.push(document.activeElement?.textContent ?? '')
    }
    expect(reached).toEqual(expect.arrayContaining(['Cancel', 'Sign']))
    for (let i = 0; i < 10 && document.activeElement?.textContent !== 'Sign'; i++) await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await approve()
    await vi.waitFor(() => expect(portico.$siwx.get().status).toBe('success'))
  })

  it('has no axe violations, asking and after a decline', async () => {
    const { dialog, decline } = await askedToSignIn(true)
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await decline()
    await within(dialog).findByRole('alert')
    expect(await axeViolations()).toEqual([])
  })

  it('ConnectingSiwe shows the same request', async () => {
    const { portico } = await askedToSignIn()
    await act(async () => open(portico, { view: 'ConnectingSiwe' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
    expect(await within(dialog).findByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(within(dialog).getByText('Example needs to connect to your wallet')).toBeTruthy()
  })
})
