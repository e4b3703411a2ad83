import { describe, expect, it } from 'vitest'
import { PorticoError, errorMessage, isPorticoError } from './PorticoError'

describe('PorticoError', () => {
  it('carries its code and the catalogue message', () => {
    const error = new PorticoError('TOKEN_REQUIRED')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('PorticoError')
    expect(error.code).toBe('TOKEN_REQUIRED')
    expect(error.message).toBe('A token is required')
  })

  it('is an internal SDK error unless told otherwise', () => {
    expect(new PorticoError('UNSUPPORTED_CHAIN').category).toBe('INTERNAL_SDK_ERROR')
    expect(new PorticoError('UNSUPPORTED_CHAIN', { category: 'API_ERROR' }).category).toBe('API_ERROR')
  })

  it('keeps the cause', () => {
    const cause = new Error('connection refused')
    expect(new PorticoError('TRANSACTIONS_FETCH_FAILED', { cause }).cause).toBe(cause)
    expect(new PorticoError('TRANSACTIONS_FETCH_FAILED').cause).toBeUndefined()
  })

  it('fills the message parameters', () => {
    expect(new PorticoError('NAME_REGISTER_FAILED', { params: { name: 'dev' } }).message).toBe(
      'Error registering name dev',
    )
  })
})

describe('isPorticoError', () => {
  it('recognises PorticoErrors, optionally of one code', () => {
    const error = new PorticoError('TOKEN_REQUIRED')
    expect(isPorticoError(error)).toBe(true)
    expect(isPorticoError(error, 'TOKEN_REQUIRED')).toBe(true)
    expect(isPorticoError(error, 'UNSUPPORTED_CHAIN')).toBe(false)
  })

  it('rejects other errors and look-alikes', () => {
    expect(isPorticoError(new Error('A token is required'))).toBe(false)
    expect(isPorticoError({ code: 'TOKEN_REQUIRED', message: 'A token is required' })).toBe(false)
  })
})

describe('errorMessage', () => {
  it('reads the message of an error, a string or an object with a message', () => {
    expect(errorMessage(new PorticoError('SIGNATURE_DECLINED'))).toBe('Signature declined')
    expect(errorMessage('User rejected the request')).toBe('User rejected the request')
    expect(errorMessage({ message: 'frame says no' })).toBe('frame says no')
  })

  it("falls back to 'Unknown error'", () => {
    for (const value of [undefined, null, '', 42, {}, { message: 7 }, new Error('')]) {
      expect(errorMessage(value)).toBe('Unknown error')
    }
  })
})
