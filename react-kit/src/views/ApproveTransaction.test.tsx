// ApproveTransaction as the SDK shows it for an unsafe request of the embedded wallet, against the devnet's real
// frame backend and chain (the frame page's logic in process: embedded/testing/embeddedDevnet.ts). The frame's
// Approve/Reject panel is played by the test through the frame logic's `confirm`.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { close, getConnectedProvider, open } from '@portico/sdk'
import { FRAME_ELEMENT_ID } from '@portico/sdk/embedded'
import { toHex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { embeddedKitPortico, logIn } from '@portico-examples/test-support/devnet/embeddedDevnet'
import { freshEmails } from '@portico-examples/test-support/devnet/freshEmails'
import { useDevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'

const TIMEOUT_MS = 30_000
const WAIT = { timeout: 10_000 }
const devnet = useDevnetProcess()
afterEach(cleanup)

const freshEmail = freshEmails('approve-user')

/** A signed-in Portico whose frame panel waits for the test's answer (or for the request to be aborted). */
async function signedIn() {
  let answer: (approved: boolean) => void = () => undefined
  const setup = embeddedKitPortico(
    devnet(),
    {},
    ({ signal }) =>
      new Promise<boolean>((resolve) => {
        answer = resolve
        signal.addEventListener('abort', () => resolve(false))
      }),
  )
  await logIn(devnet(), setup.portico, freshEmail())
  await renderKit(null, setup.portico)
  const sign = () =>
    getConnectedProvider(setup.portico, { namespace: 'eip155' }).request({
      method: 'personal_sign',
      params: [toHex('hello portico'), setup.portico.$account.get().address],
    })
  return { ...setup, sign, approve: () => answer(true) }
}

describe('ApproveTransaction view', () => {
  it(
    'opens while the frame shows its approval panel, with room for it; approving there signs and closes it',
    async () => {
      const { portico, frames, sign, approve } = await signedIn()
      let signature: unknown
      const request = sign().then((value) => (signature = value))
      const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' }, WAIT)
      expect(frames[0]!.shown).toBe(true)
      expect(
        await within(dialog).findByText(
          'Review the request in the wallet window, then approve or reject it.',
          {},
          WAIT,
        ),
      ).toBeTruthy()
      expect(await axeViolations(dialog)).toEqual([])
      approve()
      await act(() => request)
      expect(signature).toMatch(/^0x[0-9a-f]+$/)
      expect(frames[0]!.shown).toBe(false)
      await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
    },
    TIMEOUT_MS,
  )

  it(
    'Cancel rejects the request: the frame drops its panel and hides, and the view goes',
    async () => {
      const { portico, frames, sign } = await signedIn()
      const request = sign().then(
        () => 'signed',
        (error: unknown) => error,
      )
      const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' }, WAIT)
      // Escape does not dismiss a pending approval.
      await userEvent.keyboard('{Escape}')
      expect(portico.$router.get().view).toBe('ApproveTransaction')
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }, WAIT))
      expect(await request).toMatchObject({ message: 'Request was aborted' })
      expect(frames[0]!.shown).toBe(false)
      await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
    },
    TIMEOUT_MS,
  )

  it(
    'gives the frame back to the user while it asks: the open dialog made it inert, and its focus trap lets focus go into it',
    async () => {
      // The element `browserFrame` places on the page (the in-process frame of these tests has none).
      const frameElement = document.createElement('div')
      frameElement.id = FRAME_ELEMENT_ID
      frameElement.tabIndex = 0
      document.body.appendChild(frameElement)
      const outOfReach = () => frameElement.hasAttribute('inert') || frameElement.getAttribute('aria-hidden') === 'true'
      try {
        const { portico, sign } = await signedIn()
        await act(async () => open(portico, { view: 'Account' }))
        await screen.findByRole('dialog', { name: 'Account' }, WAIT)
        expect(outOfReach()).toBe(true)
        const request = sign().catch((error: unknown) => error)
        const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' }, WAIT)
        await vi.waitFor(() => expect(outOfReach()).toBe(false))
        frameElement.focus()
        expect(document.activeElement).toBe(frameElement)
        await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }, WAIT))
        await request
        await screen.findByRole('dialog', { name: 'Account' }, WAIT)
        expect(outOfReach()).toBe(true)

        // The modal closed: it opens on ApproveTransaction, marking the page (the frame too) as it opens.
        await act(async () => close(portico))
        await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
        const again = sign().catch((error: unknown) => error)
        const approve = await screen.findByRole('dialog', { name: 'Approve Transaction' }, WAIT)
        await vi.waitFor(() => expect(outOfReach()).toBe(false))
        await userEvent.click(await within(approve).findByRole('button', { name: 'Cancel' }, WAIT))
        await again
        await vi.waitFor(() => expect(portico.$modal.get().open).toBe(false))
        expect(outOfReach()).toBe(false)
      } finally {
        frameElement.remove()
      }
    },
    TIMEOUT_MS,
  )
})
