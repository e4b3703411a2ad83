import { describe, expect, it, vi } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { popTransaction } from './popTransaction'
import { push } from '../router/push'
import { pushTransaction } from '../router/pushTransaction'

describe('transaction stack: pushTransaction, popTransaction', () => {
  it('keeps entries until popped', () => {
    const p = testPortico()
    pushTransaction(p, { view: 'Account' })
    expect(p.$router.get().transactionStack).toHaveLength(1)
  })

  it('success shows the entry view, then calls onSuccess', () => {
    const p = testPortico()
    const onSuccess = vi.fn(() => expect(p.$router.get().view).toBe('RegisterAccountNameSuccess'))
    pushTransaction(p, { view: 'RegisterAccountNameSuccess', onSuccess })
    popTransaction(p, { outcome: 'success' })
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(p.$router.get()).toMatchObject({ history: ['Connect', 'RegisterAccountNameSuccess'], transactionStack: [] })
  })

  it('success with replace replaces the current view', () => {
    const p = testPortico()
    push(p, { view: 'ApproveTransaction' })
    pushTransaction(p, { view: 'Account', replace: true })
    popTransaction(p, { outcome: 'success' })
    expect(p.$router.get().history).toEqual(['Connect', 'Account'])
  })

  it('success with goBack goes back', () => {
    const p = testPortico()
    push(p, { view: 'Networks' })
    push(p, { view: 'ApproveTransaction' })
    pushTransaction(p, { goBack: true, view: 'Account' })
    popTransaction(p, { outcome: 'success' })
    expect(p.$router.get().view).toBe('Networks')
  })

  it('cancel goes back and calls onCancel, not onSuccess', () => {
    const p = testPortico()
    const onSuccess = vi.fn()
    const onCancel = vi.fn()
    push(p, { view: 'Networks' })
    push(p, { view: 'ApproveTransaction' })
    pushTransaction(p, { view: 'Account', onSuccess, onCancel })
    popTransaction(p, { outcome: 'cancel' })
    expect(p.$router.get().view).toBe('Networks')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('pops the latest entry first and does nothing when empty', () => {
    const p = testPortico()
    const first = vi.fn()
    const second = vi.fn()
    pushTransaction(p, { onSuccess: first })
    pushTransaction(p, { onSuccess: second })
    popTransaction(p, { outcome: 'success' })
    expect(second).toHaveBeenCalledOnce()
    expect(first).not.toHaveBeenCalled()
    popTransaction(p, { outcome: 'success' })
    popTransaction(p, { outcome: 'success' })
    expect(first).toHaveBeenCalledOnce()
  })
})
