import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { close } from './close'
import { open } from './open'
import { setModalLoading } from './setModalLoading'

describe('setModalLoading', () => {
  it('tracks loading per namespace; the modal is loading while any is', () => {
    const p = testPortico()
    setModalLoading(p, true, 'eip155')
    setModalLoading(p, true, 'solana')
    setModalLoading(p, false, 'eip155')
    expect(p.$modal.get()).toMatchObject({ loading: true, loadingNamespaces: { eip155: false, solana: true } })
    setModalLoading(p, false, 'solana')
    expect(p.$modal.get().loading).toBe(false)
  })

  it('without a namespace uses the active one', () => {
    const p = testPortico()
    setModalLoading(p, true)
    expect(p.$modal.get().loadingNamespaces).toEqual({ eip155: true })
  })

  it('closing clears loading', () => {
    const p = testPortico()
    open(p)
    setModalLoading(p, true, 'solana')
    close(p)
    expect(p.$modal.get()).toMatchObject({ loading: false, loadingNamespaces: {} })
  })
})
