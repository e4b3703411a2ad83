import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FARCASTER_RELOAD_MS } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import { open } from './open'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { goBack } from './goBack'
import { push } from '../router/push'
import { addConnector } from '../connectors/addConnector'
import type { WritablePortico } from '../portico/types'

/** An AUTH connector (the embedded wallet's kind) whose reload the test watches. */
function withAuthConnector(p: WritablePortico, reload: () => Promise<void>) {
  addConnector(p, { id: 'auth', name: 'Auth', type: 'AUTH', chain: 'eip155', reload })
}

describe('goBack', () => {
  it('pops the history and clears the data', () => {
    const p = testPortico()
    open(p)
    push(p, { view: 'AllWallets' })
    push(p, { view: 'ConnectingWalletConnect', data: { wallet: 'w' } })
    goBack(p)
    expect(p.$router.get()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'], data: undefined })
    expect(p.$modal.get().open).toBe(true)
  })

  it('closes the modal with a single entry', () => {
    const p = testPortico()
    open(p, { view: 'Networks' })
    goBack(p)
    expect(p.$modal.get().open).toBe(false)
  })

  it('closes the modal when UnsupportedChain is in the history', () => {
    const p = testPortico()
    open(p, { view: 'UnsupportedChain' })
    push(p, { view: 'Networks' })
    goBack(p)
    expect(p.$modal.get().open).toBe(false)
    expect(p.$router.get().view).toBe('Connect')
  })

  it('shows Account instead of Connect when connected', () => {
    const p = testPortico()
    updateAccountState(p, { status: 'connected' }, 'eip155')
    push(p, { view: 'Networks' })
    goBack(p)
    expect(p.$router.get()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  describe('leaving ConnectingFarcaster', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('while disconnected clears the Farcaster link and reloads the auth connector after 100 ms', () => {
      const p = testPortico()
      const reload = vi.fn(async () => {})
      withAuthConnector(p, reload)
      updateAccountState(p, { farcasterUrl: 'https://farcaster.example/link' }, 'eip155')
      push(p, { view: 'ConnectingFarcaster' })
      goBack(p)
      expect(p.$account.get().farcasterUrl).toBeUndefined()
      vi.advanceTimersByTime(FARCASTER_RELOAD_MS - 1)
      expect(reload).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(reload).toHaveBeenCalledOnce()
    })

    it('while connected keeps the link and does not reload', () => {
      const p = testPortico()
      const reload = vi.fn(async () => {})
      withAuthConnector(p, reload)
      updateAccountState(p, { status: 'connected', farcasterUrl: 'https://farcaster.example/link' }, 'eip155')
      push(p, { view: 'ConnectingFarcaster' })
      goBack(p)
      vi.advanceTimersByTime(FARCASTER_RELOAD_MS * 10)
      expect(reload).not.toHaveBeenCalled()
      expect(p.$account.get().farcasterUrl).toBe('https://farcaster.example/link')
    })

    it('reports a failing reload to telemetry instead of losing it', async () => {
      const onError = vi.fn()
      const p = testPortico({ onError })
      withAuthConnector(p, () => Promise.reject(new Error('frame gone')))
      push(p, { view: 'ConnectingFarcaster' })
      goBack(p)
      await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_MS)
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'frame gone' }))
    })
  })
})
