import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { canCloseStore } from './canCloseStore'
import { open } from './open'

describe('canCloseStore', () => {
  it('follows the view, a pending send or swap and a pending sign-in, one store per instance', () => {
    const p = testPortico()
    const store = canCloseStore(p)
    expect(canCloseStore(p)).toBe(store)
    const seen: boolean[] = []
    const stop = store.subscribe((value) => seen.push(value))
    open(p, { view: 'WalletSendPreview' })
    p.$send.set({ ...p.$send.get(), status: 'pending' })
    p.$send.set({ ...p.$send.get(), status: 'success' })
    p.$swap.set({ ...p.$swap.get(), status: { ...p.$swap.get().status, approval: 'pending' } })
    p.$swap.set({ ...p.$swap.get(), status: { ...p.$swap.get().status, approval: 'success' } })
    p.$siwx.set({ ...p.$siwx.get(), status: 'pending' })
    p.$siwx.set({ ...p.$siwx.get(), status: 'idle' })
    open(p, { view: 'ApproveTransaction' })
    stop()
    expect(seen).toEqual([true, false, true, false, true, false, true, false])
  })
})
