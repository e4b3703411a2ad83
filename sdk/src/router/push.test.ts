import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { push } from './push'
import { replace } from './replace'
import { reset } from './reset'

describe('router: push, replace, reset', () => {
  it('starts on Connect', () => {
    expect(testPortico().$router.get()).toMatchObject({ view: 'Connect', history: ['Connect'], transactionStack: [] })
  })

  it('push shows the view on top of the history, with its data', () => {
    const p = testPortico()
    push(p, { view: 'AllWallets' })
    push(p, { view: 'ConnectingWalletConnect', data: { wallet: { id: 'w1' } } })
    expect(p.$router.get()).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: { id: 'w1' } },
      history: ['Connect', 'AllWallets', 'ConnectingWalletConnect'],
    })
  })

  it('push does nothing when the view is already shown', () => {
    const p = testPortico()
    push(p, { view: 'AllWallets' })
    push(p, { view: 'AllWallets', data: { wallet: 'x' } })
    expect(p.$router.get().history).toEqual(['Connect', 'AllWallets'])
    expect(p.$router.get().data).toBeUndefined()
  })

  it('replace overwrites the last entry; the same view again does nothing', () => {
    const p = testPortico()
    push(p, { view: 'AllWallets' })
    replace(p, { view: 'Networks' })
    expect(p.$router.get()).toMatchObject({ view: 'Networks', history: ['Connect', 'Networks'] })
    replace(p, { view: 'Networks', data: { a: 1 } })
    expect(p.$router.get().data).toBeUndefined()
  })

  it('reset leaves a single entry', () => {
    const p = testPortico()
    push(p, { view: 'AllWallets' })
    reset(p, { view: 'Account' })
    expect(p.$router.get()).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})
