// A social login from Connect against the devnet's real frame backend and its consent page (the frame page's logic
// in process: embedded/testing/embeddedDevnet.ts). The sign-in window is the memory platform's: the test follows
// it to the consent page, approves there as the user would, and plays the callback page's script, which posts the
// result to the app from the secure site's origin.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
import type { MemoryWindow } from '@portico/sdk/platform'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { embeddedKitPortico } from '@portico-examples/test-support/devnet/embeddedDevnet'
import { useDevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'
import { nodeFetch } from '@portico-examples/test-support/devnet/nodeFetch'

const TIMEOUT_MS = 30_000
const WAIT = { timeout: 10_000 }
const devnet = useDevnetProcess()
afterEach(cleanup)

async function showConnect() {
  const setup = embeddedKitPortico(devnet())
  await renderKit(null, setup.portico)
  await act(async () => open(setup.portico))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, WAIT)
  return { ...setup, dialog, user: userEvent.setup() }
}

/** From Connect, the user chooses GitHub: the sign-in window opens and the modal shows the progress view. */
async function startGitHubLogin() {
  const setup = await showConnect()
  await setup.user.click(await within(setup.dialog).findByRole('button', { name: 'Continue with GitHub' }, WAIT))
  const progress = await screen.findByRole('dialog', { name: 'GitHub' }, WAIT)
  return { ...setup, progress }
}

/** The user approves on the provider's consent page; the callback page it lands on posts the result to the app. */
async function approveConsent(window: MemoryWindow, userName: string) {
  await vi.waitFor(() => expect(window.navigations).toHaveLength(1), WAIT)
  const state = new URL(window.navigations[0]!).searchParams.get('state')!
  const decision = await nodeFetch(`${devnet().frameUrl}/social/consent`, {
    method: 'POST',
    body: new URLSearchParams({ state, decision: 'approve', userName }),
  })
  const callback = decision.headers.get('location')!
  expect((await nodeFetch(callback)).status).toBe(200)
  window.post({ resultUri: callback }, new URL(window.navigations[0]!).origin) // the secure site's
}

describe('ConnectingSocial view', () => {
  it(
    'opens the sign-in window in the click, shows the progress, and connects once the provider approved',
    async () => {
      const { portico, progress } = await startGitHubLogin()
      const window = portico.platform.openedWindows[0]!
      expect(window).toBeTruthy()
      expect(await within(progress).findByText('Continue in GitHub', {}, WAIT)).toBeTruthy()
      expect(await axeViolations(progress)).toEqual([])
      await approveConsent(window, 'octo')
      await vi.waitFor(() => expect(portico.$account.get().status).toBe('connected'), WAIT)
      expect(portico.$account.get()).toMatchObject({ socialProvider: 'github', user: { userName: 'octo' } })
      expect(window.isClosed()).toBe(true)
    },
    TIMEOUT_MS,
  )

  it(
    'a blocked window says how to fix it; Try again opens a new one in that click',
    async () => {
      const { portico, dialog, user } = await showConnect()
      portico.platform.setPopupsBlocked(true)
      await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }, WAIT))
      const progress = await screen.findByRole('dialog', { name: 'Google' }, WAIT)
      expect(
        await within(progress).findByText('Allow pop-ups to sign in with Google', { selector: '[role="alert"]' }, WAIT),
      ).toBeTruthy()
      expect(await axeViolations(progress)).toEqual([])
      portico.platform.setPopupsBlocked(false)
      await user.click(within(progress).getByRole('button', { name: 'Try again' }))
      expect(portico.platform.openedWindows).toHaveLength(1)
      await vi.waitFor(() => expect(portico.platform.openedWindows[0]!.navigations).toHaveLength(1), WAIT)
    },
    TIMEOUT_MS,
  )

  it(
    'Cancel goes back to Connect and closes the sign-in window',
    async () => {
      const { portico, user, progress } = await startGitHubLogin()
      await user.click(await within(progress).findByRole('button', { name: 'Cancel' }, WAIT))
      expect(portico.$router.get().view).toBe('Connect')
      await vi.waitFor(() => expect(portico.platform.openedWindows[0]!.isClosed()).toBe(true), WAIT)
      expect(portico.$account.get().status).not.toBe('connected')
    },
    TIMEOUT_MS,
  )

  it(
    'closing the modal while the provider page is open closes the sign-in window too',
    async () => {
      const { portico, user, progress } = await startGitHubLogin()
      const window = portico.platform.openedWindows[0]!
      expect(window.isClosed()).toBe(false)
      await user.click(within(progress).getByRole('button', { name: 'Close' }))
      expect(portico.$modal.get().open).toBe(false)
      expect(window.isClosed()).toBe(true)
      expect(portico.$account.get().status).not.toBe('connected')
    },
    TIMEOUT_MS,
  )
})
