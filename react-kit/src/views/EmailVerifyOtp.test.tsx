// The e-mail login through the kit, against the devnet's real frame backend, mailbox and chain (the frame page's
// own protocol logic runs in process: see embedded/testing/embeddedDevnet.ts): Connect's e-mail form → device
// approval → the mailed code → connected.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { embeddedKitPortico, mailed } from '@portico-examples/test-support/devnet/embeddedDevnet'
import { freshEmails } from '@portico-examples/test-support/devnet/freshEmails'
import { useDevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'
import { nodeFetch } from '@portico-examples/test-support/devnet/nodeFetch'

const TIMEOUT_MS = 30_000
const WAIT = { timeout: 10_000 }
const devnet = useDevnetProcess()
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const freshEmail = freshEmails('kit-user')

/** Connect's dialog with its e-mail field. */
async function showConnect() {
  const { portico, frames } = embeddedKitPortico(devnet())
  await renderKit(null, portico)
  await act(async () => open(portico))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, WAIT)
  const field = await within(dialog).findByRole('textbox', { name: 'Email' }, WAIT)
  return { portico, frames, field }
}

/** The code step reached as a user would: e-mail submitted, the mailed device link followed. */
async function reachCode(email = freshEmail()) {
  const setup = await showConnect()
  const user = userEvent.setup()
  await user.type(setup.field, `${email}{Enter}`)
  const device = await screen.findByRole('dialog', { name: 'Register Device' }, WAIT)
  expect(await within(device).findByText(`Approve the login link we sent to ${email}`, {}, WAIT)).toBeTruthy()
  await nodeFetch(await mailed(devnet(), email, 'link'))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Email' }, WAIT)
  const code = (await within(dialog).findByRole('textbox', { name: 'Verification code' }, WAIT)) as HTMLInputElement
  return { ...setup, user, email, dialog, code }
}

describe('e-mail login', () => {
  it(
    'e-mail → approve the device from the mail → type the mailed code → connected, and the modal closes',
    async () => {
      const { portico, user, email, dialog, code } = await reachCode()
      expect(
        within(dialog).getByRole('textbox', {
          name: 'Verification code',
          description: `Enter the code we sent to ${email}`,
        }),
      ).toBe(code)
      expect(await axeViolations(dialog)).toEqual([])
      await user.type(code, await mailed(devnet(), email, 'code'))
      await vi.waitFor(() => expect(portico.$account.get().status).toBe('connected'), WAIT)
      expect(portico.$account.get().user?.email).toBe(email)
      await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
    },
    TIMEOUT_MS,
  )

  it(
    "a wrong code shows 'Invalid code' on the field and stays; the field is emptied and focused; a pasted code then connects",
    async () => {
      const { portico, user, email, dialog, code } = await reachCode()
      const right = await mailed(devnet(), email, 'code')
      const wrong = right.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10))
      await user.type(code, wrong)
      const field = await within(dialog).findByRole(
        'textbox',
        { name: 'Verification code', description: /Invalid code$/ },
        WAIT,
      )
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect((field as HTMLInputElement).value).toBe('')
      expect(document.activeElement).toBe(field)
      expect(portico.$router.get().view).toBe('EmailVerifyOtp')
      expect(await axeViolations(dialog)).toEqual([])
      // The code pasted as mails often show it, with a space.
      await user.paste(`${right.slice(0, 3)} ${right.slice(3)}`)
      await vi.waitFor(() => expect(portico.$account.get().status).toBe('connected'), WAIT)
    },
    TIMEOUT_MS,
  )

  it(
    "sending again is refused for 30 s: 'Please try again after N seconds' under the form, and the resend button counts down",
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const { portico, user, email, dialog } = await reachCode()
      const resend = within(dialog).getByRole('button', { name: /^Resend code in \d+s$/ })
      expect(resend.getAttribute('aria-disabled')).toBe('true')
      expect(resend.textContent).toBe('Resend code in 30s')
      vi.setSystemTime(Date.now() + 5_000)
      // findBy… (not vi.waitFor, which moves a fake clock at each try): the clock moves only where the test says.
      expect(await within(dialog).findByRole('button', { name: 'Resend code in 25s' }, WAIT)).toBe(resend)
      expect(resend.getAttribute('aria-disabled')).toBe('true')
      // Back on Connect, the same address again.
      await act(async () => open(portico, { view: 'Connect' }))
      const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' }, WAIT)
      await user.type(within(connect).getByRole('textbox', { name: 'Email' }), `${email}{Enter}`)
      expect((await within(connect).findByRole('alert', {}, WAIT)).textContent).toBe(
        'Please try again after 25 seconds',
      )
      vi.setSystemTime(Date.now() + 12_000)
      await user.click(within(connect).getByRole('button', { name: 'Continue with email' }))
      expect(
        await within(connect).findByText('Please try again after 13 seconds', { selector: '[role="alert"]' }, WAIT),
      ).toBeTruthy()
    },
    TIMEOUT_MS,
  )

  it(
    'once the wait is over the resend button is enabled and asks the frame again (whose service keeps its own 30 s limit on the real clock)',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const { portico, user, dialog } = await reachCode()
      vi.setSystemTime(Date.now() + 30_000)
      const resend = await within(dialog).findByRole('button', { name: 'Resend code' }, WAIT)
      expect(resend.getAttribute('aria-disabled')).toBeNull()
      await user.click(resend)
      // The devnet's frame service runs on the real clock: its own limit answers, with its own words.
      expect(
        await within(dialog).findByText(/^Please try again after \d+ seconds$/, { selector: '[role="alert"]' }, WAIT),
      ).toBeTruthy()
      expect(portico.$router.get().view).toBe('EmailVerifyOtp')
    },
    TIMEOUT_MS,
  )

  it(
    'works from the keyboard alone: Tab to the field, type, Enter; the code field takes the code',
    async () => {
      const { portico, field } = await showConnect()
      const user = userEvent.setup()
      const email = freshEmail()
      field.focus()
      await user.keyboard(email)
      await user.keyboard('{Enter}')
      await screen.findByRole('dialog', { name: 'Register Device' }, WAIT)
      await nodeFetch(await mailed(devnet(), email, 'link'))
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Email' }, WAIT)
      const code = await within(dialog).findByRole('textbox', { name: 'Verification code' }, WAIT)
      while (document.activeElement !== code) await user.tab()
      await user.keyboard(await mailed(devnet(), email, 'code'))
      await vi.waitFor(() => expect(portico.$account.get().status).toBe('connected'), WAIT)
    },
    TIMEOUT_MS,
  )

  it(
    "the device step shows the frame's refusal and can wait again",
    async () => {
      const { portico } = embeddedKitPortico(devnet())
      await renderKit(null, portico)
      // Reached without an e-mail login started in this frame: the frame has no login to wait for.
      await act(async () => open(portico, { view: 'EmailVerifyDevice', data: { email: 'nobody@example.com' } }))
      const dialog = await screen.findByRole('dialog', { name: 'Register Device' }, WAIT)
      expect(
        await within(dialog).findByText('No code was requested for this e-mail', { selector: '[role="alert"]' }, WAIT),
      ).toBeTruthy()
      expect(await axeViolations(dialog)).toEqual([])
      await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
      expect(
        await within(dialog).findByText('No code was requested for this e-mail', { selector: '[role="alert"]' }, WAIT),
      ).toBeTruthy()
      expect(portico.$router.get().view).toBe('EmailVerifyDevice')
    },
    TIMEOUT_MS,
  )
})
