import { describe, expect, it, vi } from 'vitest'
import { PorticoError, isPorticoError } from '../errors'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { watchErrors } from './watchErrors'
import { runAction } from './runAction'
import type { Portico } from '../portico/types'

describe('runAction (the error boundary of every state action)', () => {
  it('passes results through untouched', async () => {
    const p = testPortico()
    expect(runAction(p, () => 21 * 2)).toBe(42)
    await expect(runAction(p, async () => 'ok')).resolves.toBe('ok')
  })

  it('wraps a thrown error as an INTERNAL_SDK_ERROR PorticoError, reports it, and rethrows it', () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    const reporter = vi.fn()
    watchErrors(p, { onError: reporter })
    const cause = new TypeError('boom')

    let thrown: unknown
    try {
      runAction(p, () => {
        throw cause
      })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(PorticoError)
    expect(thrown).toMatchObject({ message: 'boom', category: 'INTERNAL_SDK_ERROR', cause })
    expect(onError).toHaveBeenCalledWith(thrown)
    expect(reporter).toHaveBeenCalledWith(thrown)
  })

  it('does the same for a rejected promise', async () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    const failing = runAction(p, async () => {
      throw new Error('later')
    })
    await expect(failing).rejects.toMatchObject({ message: 'later', category: 'INTERNAL_SDK_ERROR' })
    expect(onError).toHaveBeenCalledOnce()
  })

  it('recognises a promise returned by a plain (non-async) function', async () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    await expect(runAction(p, () => Promise.reject(new Error('plain')))).rejects.toBeInstanceOf(PorticoError)
    expect(onError).toHaveBeenCalledOnce()
  })

  it('uses the category it is given (API_ERROR for transactions)', async () => {
    const p = testPortico()
    const sent = runAction(p, async () => Promise.reject(new Error('reverted')), 'API_ERROR')
    await expect(sent).rejects.toMatchObject({ category: 'API_ERROR' })
  })

  it('keeps a PorticoError as it is', () => {
    const p = testPortico()
    const original = new PorticoError('NETWORK_NOT_FOUND')
    expect(() =>
      runAction(p, () => {
        throw original
      }),
    ).toThrow(original)
    expect(isPorticoError(original, 'NETWORK_NOT_FOUND')).toBe(true)
  })

  it('reports an error passing through nested actions once', () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    const inner = (q: Portico) =>
      runAction(q, () => {
        throw new Error('deep')
      })
    expect(() => runAction(p, (q) => inner(q))).toThrow('deep')
    expect(onError).toHaveBeenCalledOnce()
  })

  it('a removed reporter hears nothing more', () => {
    const p = testPortico()
    const reporter = vi.fn()
    const remove = watchErrors(p, { onError: reporter })
    remove()
    expect(() =>
      runAction(p, () => {
        throw new Error('x')
      }),
    ).toThrow()
    expect(reporter).not.toHaveBeenCalled()
  })

  it('real actions go through it: a bad chain is reported to onError and rethrown', async () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    const { setAccountProp } = await import('../chains/setAccountProp')
    expect(() => setAccountProp(p, 'balance', '1', undefined)).toThrow('Chain is required to set account prop')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'CHAIN_REQUIRED_FOR_ACCOUNT_PROP' }))
  })
})
