import { describe, expect, it, vi } from 'vitest'
import { PorticoError, isPorticoError } from '../errors'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { watchErrors } from './watchErrors'
import { defineAction } from './defineAction'

describe('defineAction (the error boundary of every state action)', () => {
  it('passes results through untouched', async () => {
    const p = testPortico()
    expect(defineAction((_, n: number) => n * 2)(p, 21)).toBe(42)
    await expect(defineAction(async () => 'ok')(p)).resolves.toBe('ok')
  })

  it('wraps a thrown error as an INTERNAL_SDK_ERROR PorticoError, reports it, and rethrows it', () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    const reporter = vi.fn()
    watchErrors(p, { onError: reporter })
    const cause = new TypeError('boom')
    const failing = defineAction(() => {
      throw cause
    })

    let thrown: unknown
    try {
      failing(p)
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
    const failing = defineAction(async () => {
      throw new Error('later')
    })
    await expect(failing(p)).rejects.toMatchObject({ message: 'later', category: 'INTERNAL_SDK_ERROR' })
    expect(onError).toHaveBeenCalledOnce()
  })

  it('recognises a promise returned by a plain (non-async) function', async () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    const failing = defineAction(() => Promise.reject(new Error('plain')))
    await expect(failing(p)).rejects.toBeInstanceOf(PorticoError)
    expect(onError).toHaveBeenCalledOnce()
  })

  it('uses the category it is given (API_ERROR for transactions)', async () => {
    const p = testPortico()
    const send = defineAction(async () => Promise.reject(new Error('reverted')), 'API_ERROR')
    await expect(send(p)).rejects.toMatchObject({ category: 'API_ERROR' })
  })

  it('keeps a PorticoError as it is', () => {
    const p = testPortico()
    const original = new PorticoError('UNSUPPORTED_CHAIN')
    expect(() =>
      defineAction(() => {
        throw original
      })(p),
    ).toThrow(original)
    expect(isPorticoError(original, 'UNSUPPORTED_CHAIN')).toBe(true)
  })

  it('reports an error passing through nested actions once', () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    const inner = defineAction(() => {
      throw new Error('deep')
    })
    const outer = defineAction((q) => inner(q))
    expect(() => outer(p)).toThrow('deep')
    expect(onError).toHaveBeenCalledOnce()
  })

  it('a removed reporter hears nothing more', () => {
    const p = testPortico()
    const reporter = vi.fn()
    const remove = watchErrors(p, { onError: reporter })
    remove()
    expect(() =>
      defineAction(() => {
        throw new Error('x')
      })(p),
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
