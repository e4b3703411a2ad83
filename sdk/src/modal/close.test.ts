import { describe, expect, it } from 'vitest'
import { setCaipAddress } from '../chains/setCaipAddress'
import { push } from '../router/push'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { canClose } from './canClose'
import { close } from './close'
import { open } from './open'

describe('close', () => {
  it('closes and returns to Connect', () => {
    const p = testPortico()
    open(p, { view: 'Networks' })
    push(p, { view: 'WhatIsANetwork' })
    expect(close(p)).toBe(true)
    expect(p.$modal.get().open).toBe(false)
    expect(p.$router.get()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('is refused on ApproveTransaction unless forced', () => {
    const p = testPortico()
    open(p, { view: 'ApproveTransaction' })
    // canClose says so beforehand, for a UI that dims its close button.
    expect([canClose(p), canClose(p, { force: true })]).toEqual([false, true])
    expect(close(p)).toBe(false)
    expect(p.$modal.get().open).toBe(true)
    expect(close(p, { force: true })).toBe(true)
    expect(p.$modal.get().open).toBe(false)
  })

  it('is refused while a send or a swap is pending, unless forced', () => {
    const p = testPortico()
    open(p, { view: 'WalletSendPreview' })
    p.$send.set({ ...p.$send.get(), status: 'pending' })
    expect(close(p)).toBe(false)
    expect(p.$modal.get().open).toBe(true)
    p.$send.set({ ...p.$send.get(), status: 'success' })
    open(p, { view: 'SwapPreview' })
    p.$swap.set({ ...p.$swap.get(), status: { ...p.$swap.get().status, approval: 'pending' } })
    expect(close(p)).toBe(false)
    p.$swap.set({ ...p.$swap.get(), status: { ...p.$swap.get().status, approval: 'success', transaction: 'pending' } })
    expect(close(p)).toBe(false)
    expect(close(p, { force: true })).toBe(true)
    expect(p.$modal.get().open).toBe(false)
  })

  it('is refused while a required sign-in waits for the user, and while the wallet is asked for the signature', () => {
    const p = testPortico()
    p.$siwx.set({ ...p.$siwx.get(), required: true, awaiting: 'eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' })
    open(p, { view: 'SIWXSignMessage' })
    expect(close(p)).toBe(false)
    expect(p.$modal.get().open).toBe(true)
    p.$siwx.set({ ...p.$siwx.get(), required: false, status: 'pending' })
    expect(close(p)).toBe(false)
    p.$siwx.set({ ...p.$siwx.get(), awaiting: undefined, status: 'idle' })
    expect(close(p)).toBe(true)
  })

  it('in embedded mode returns to Account when connected, Connect otherwise', () => {
    const p = testPortico({ enableEmbedded: true })
    open(p, { view: 'Networks' })
    close(p)
    expect(p.$router.get().view).toBe('Connect')
    setCaipAddress(p, 'eip155:1:0x1111111111111111111111111111111111111111', 'eip155')
    open(p, { view: 'Networks' })
    close(p)
    expect(p.$router.get()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('outside embedded mode returns to Connect even when connected', () => {
    const p = testPortico()
    setCaipAddress(p, 'eip155:1:0x1111111111111111111111111111111111111111', 'eip155')
    open(p)
    close(p)
    expect(p.$router.get().view).toBe('Connect')
  })
})
