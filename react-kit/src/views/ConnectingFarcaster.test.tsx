// A Farcaster login from Connect against the devnet's real frame backend and its approval page (the frame page's
// logic in process: embedded/testing/embeddedDevnet.ts).
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
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

describe('ConnectingFarcaster view', () => {
  it(
    'shows the approval link as a QR code with copy and open; approving it connects',
    async () => {
      const { portico } = embeddedKitPortico(devnet())
      await renderKit(null, portico)
      await act(async () => open(portico))
      const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' }, WAIT)
      const user = userEvent.setup()
      await user.click(await within(connect).findByRole('button', { name: 'Continue with Farcaster' }, WAIT))
      const dialog = await screen.findByRole('dialog', { name: 'Farcaster' }, WAIT)
      expect(await within(dialog).findByRole('img', { name: 'QR code for Farcaster' }, WAIT)).toBeTruthy()
      const url = portico.$account.get().farcasterUrl!
      expect(url).toContain('/farcaster/approve')
      expect(await axeViolations(dialog)).toEqual([])

      await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
      await vi.waitFor(() => expect(portico.platform.clipboard.text).toBe(url))
      await user.click(within(dialog).getByRole('button', { name: 'Open Farcaster' }))
      expect(portico.platform.openedLinks.at(-1)).toEqual({ url, target: '_blank' })

      const channel = new URL(url).searchParams.get('channel')!
      await nodeFetch(`${devnet().frameUrl}/farcaster/approve`, {
        method: 'POST',
        body: new URLSearchParams({ channel, userName: 'farcaster-fan' }),
      })
      await vi.waitFor(() => expect(portico.$account.get().status).toBe('connected'), WAIT)
      expect(portico.$account.get()).toMatchObject({ farcasterUrl: undefined, user: { userName: 'farcaster-fan' } })
    },
    TIMEOUT_MS,
  )
})
