// The embedded wallet's settings against the devnet's real frame backend, mailbox and chain (the frame page's
// logic in process: embedded/testing/embeddedDevnet.ts): account type switch, e-mail change, sign-out.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
import { setAccountProp, type WritablePortico } from '@portico/sdk/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { embeddedKitPortico, logIn, mailed } from '@portico-examples/test-support/devnet/embeddedDevnet'
import { freshEmails } from '@portico-examples/test-support/devnet/freshEmails'
import { useDevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'

const TIMEOUT_MS = 30_000
const WAIT = { timeout: 10_000 }
const devnet = useDevnetProcess()
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const freshEmail = freshEmails('settings-user')

async function showSettings(email = freshEmail()) {
  const { portico } = embeddedKitPortico(devnet())
  await logIn(devnet(), portico, email)
  await renderKit(null, portico)
  await act(async () => open(portico, { view: 'AccountSettings' }))
  const dialog = await screen.findByRole('dialog', { name: 'Account Settings' }, WAIT)
  await within(dialog).findByRole('button', { name: 'Sign out' }, WAIT)
  return { portico, dialog, email, user: userEvent.setup() }
}

describe('AccountSettings view', () => {
  it(
    'switches the account type from the keyboard: smart account → externally owned account, and back',
    async () => {
      const { portico, dialog, user } = await showSettings()
      const accounts = portico.$account.get().user!.accounts!
      const eoa = accounts.find((a) => a.type === 'eoa')!.address
      const smart = accounts.find((a) => a.type === 'smartAccount')!.address
      expect(within(dialog).getByText('Current: Smart account')).toBeTruthy()
      expect(await axeViolations(dialog)).toEqual([])

      const toEoa = within(dialog).getByRole('button', { name: 'Switch to externally owned account' })
      while (document.activeElement !== toEoa) await user.tab()
      await user.keyboard('{Enter}')
      await vi.waitFor(
        () => expect(portico.$account.get()).toMatchObject({ preferredAccountType: 'eoa', address: eoa }),
        WAIT,
      )
      expect(await within(dialog).findByText('Current: Externally owned account')).toBeTruthy()
      expect(within(dialog).getByText('Now using: Externally owned account')).toBeTruthy()

      await user.click(within(dialog).getByRole('button', { name: 'Switch to smart account' }))
      await vi.waitFor(
        () => expect(portico.$account.get()).toMatchObject({ preferredAccountType: 'smartAccount', address: smart }),
        WAIT,
      )
    },
    TIMEOUT_MS,
  )

  it(
    'offers no account-type switch on a network the frame lists no smart accounts for',
    async () => {
      const { portico, dialog } = await showSettings()
      expect(within(dialog).getByRole('button', { name: 'Switch to externally owned account' })).toBeTruthy()
      // What the frame's GET_SMART_ACCOUNT_ENABLED_NETWORKS answer puts in state for a frame without smart accounts
      // on the active network (the shared devnet enables them on both of its chains).
      const chains = (portico as WritablePortico).$chains
      const eip155 = chains.get().eip155!
      act(() =>
        chains.set({
          ...chains.get(),
          eip155: { ...eip155, networkState: { ...eip155.networkState, smartAccountEnabledNetworks: [] } },
        }),
      )
      expect(within(dialog).queryByRole('heading', { name: 'Account type' })).toBeNull()
      expect(within(dialog).queryByRole('button', { name: /^Switch to/ })).toBeNull()
      expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeTruthy()
    },
    TIMEOUT_MS,
  )

  it(
    'changes the e-mail: new address → code to the current one → code to the new one → Account with the new e-mail',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const { portico, dialog, email, user } = await showSettings()
      expect(within(dialog).getByText(email)).toBeTruthy()
      await user.click(within(dialog).getByRole('button', { name: 'Edit email' }))
      const edit = await screen.findByRole('dialog', { name: 'Edit Email' }, WAIT)
      const field = await within(edit).findByRole('textbox', { name: 'New email' }, WAIT)
      const newEmail = freshEmail()
      await user.clear(field)
      await user.type(field, `${newEmail}{Enter}`)
      // The login a moment ago started the SDK's 30 s e-mail wait.
      expect(await within(edit).findByText('Please try again after 30 seconds', {}, WAIT)).toBeTruthy()
      vi.setSystemTime(Date.now() + 31_000)
      await user.click(within(edit).getByRole('button', { name: 'Save' }))

      const primary = await screen.findByRole('dialog', { name: 'Confirm Current Email' }, WAIT)
      const first = await within(primary).findByRole(
        'textbox',
        { name: 'Verification code', description: `Enter the code we sent to ${email}` },
        WAIT,
      )
      expect(await axeViolations(primary)).toEqual([])
      await user.type(first, await mailed(devnet(), email, 'code'))

      const secondary = await screen.findByRole('dialog', { name: 'Confirm New Email' }, WAIT)
      const second = await within(secondary).findByRole(
        'textbox',
        { name: 'Verification code', description: `Enter the code we sent to ${newEmail}` },
        WAIT,
      )
      await user.type(second, await mailed(devnet(), newEmail, 'code'))

      await screen.findByRole('dialog', { name: 'Account' }, WAIT)
      expect(portico.$account.get().user?.email).toBe(newEmail)
    },
    TIMEOUT_MS,
  )

  it(
    'offers to choose a name on an EVM network, and shows the name once the account has one',
    async () => {
      const { portico, dialog, user } = await showSettings()
      await user.click(within(dialog).getByRole('button', { name: 'Choose a name' }))
      expect(portico.$router.get().view).toBe('RegisterAccountName')
      await act(async () => open(portico, { view: 'AccountSettings' }))
      const settings = await screen.findByRole('dialog', { name: 'Account Settings' }, WAIT)
      // The view is loaded lazily, and the devnet's identity answer (no name yet) may land after the name is set
      // here: set it until it shows.
      await vi.waitFor(() => {
        act(() => setAccountProp(portico, 'profileName', 'ada.portico.id', 'eip155'))
        expect(within(settings).getByText('ada.portico.id')).toBeTruthy()
        expect(within(settings).queryByRole('button', { name: 'Choose a name' })).toBeNull()
      }, WAIT)
    },
    TIMEOUT_MS,
  )

  it(
    'signs out: the embedded wallet is disconnected and the modal closes',
    async () => {
      const { portico, dialog, user } = await showSettings()
      await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))
      await vi.waitFor(() => expect(portico.$account.get().status).toBe('disconnected'), WAIT)
      expect(portico.$account.get().address).toBeUndefined()
      await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
    },
    TIMEOUT_MS,
  )
})
