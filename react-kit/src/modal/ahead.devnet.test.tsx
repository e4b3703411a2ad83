// When the Account view shows, the views its actions open get ready: their code, and the first data of the actions
// offered (the swap's tokens, the on-ramp's options), so a tap on Swap shows the token to pay at once. Against the
// real devnet (its blockchain API and chain), connected as a devnet account through a private-key browser wallet.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { devnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { useDevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'
import { viewRegistry } from '../views/registry'

const devnet = useDevnetProcess()
afterEach(cleanup)

const WAIT = { timeout: 10_000 }

describe('the Account view gets its actions ready', { timeout: 60_000 }, () => {
  it('loads the swap tokens and the on-ramp options when it shows; a tap on Swap then shows the token to pay', async () => {
    const { p } = await devnetWallet(devnet(), 3)
    await renderKit(null, p)
    expect(p.$swap.get().status.initialize).toBe('idle')
    expect(p.$onramp.get().options).toBeUndefined()

    await act(async () => open(p, { view: 'Account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Account' }, WAIT)
    // Nothing of Swap or Buy was opened: Account asked for their data, and their code, when it showed.
    await vi.waitFor(() => expect(p.$swap.get().status.initialize).toBe('success'), WAIT)
    await vi.waitFor(() => expect(p.$onramp.get().options).toBeDefined(), WAIT)
    await vi.waitFor(() => expect(viewRegistry.Swap?.isLoaded()).toBe(true), WAIT)
    expect(p.$router.get().view).toBe('Account')

    const actions = await within(dialog).findByRole('navigation', { name: 'Account actions' }, WAIT)
    await userEvent.click(within(actions).getByRole('button', { name: 'Swap' }))
    expect(screen.getByRole('dialog', { name: 'Swap' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You pay: ETH. Change token' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Loading' })).toBeNull()
  })
})
