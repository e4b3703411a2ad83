import { describe, expect, it } from 'vitest'
import { accountError } from '../account/messages'
import { namesError } from '../names/messages'
import { sendError } from '../send/messages'
import { siwxError } from '../siwx/messages'
import { PorticoError, errorMessage, isPorticoError } from './PorticoError'
import { requestError } from './requestMessages'

describe('PorticoError', () => {
  it('carries its code and the catalogue message', () => {
    const error = new PorticoError('NETWORK_NOT_FOUND')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('PorticoError')
    expect(error.code).toBe('NETWORK_NOT_FOUND')
    expect(error.message).toBe('Network not found')
  })

  it('carries a domain’s code with that domain’s message', () => {
    const error = sendError('TOKEN_REQUIRED')
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.name).toBe('PorticoError')
    expect(error.code).toBe('TOKEN_REQUIRED')
    expect(error.message).toBe('A token is required')
  })

  it('is an internal SDK error unless told otherwise', () => {
    expect(new PorticoError('NETWORK_NOT_FOUND').category).toBe('INTERNAL_SDK_ERROR')
    expect(new PorticoError('NETWORK_NOT_FOUND', { category: 'API_ERROR' }).category).toBe('API_ERROR')
    expect(accountError('TRANSACTIONS_FETCH_FAILED', { category: 'API_ERROR' }).category).toBe('API_ERROR')
  })

  it('keeps the cause', () => {
    const cause = new Error('connection refused')
    expect(accountError('TRANSACTIONS_FETCH_FAILED', { cause }).cause).toBe(cause)
    expect(accountError('TRANSACTIONS_FETCH_FAILED').cause).toBeUndefined()
    expect(new PorticoError('DISCONNECT_FAILED', { cause }).cause).toBe(cause)
  })

  it('fills the message parameters and keeps their values', () => {
    const error = namesError('NAME_REGISTER_FAILED', { params: { name: 'dev' } })
    expect(error.message).toBe('Error registering name dev')
    expect(error.params).toEqual({ name: 'dev' })
    const status = requestError('HTTP_STATUS', { params: { status: 503 } })
    expect(status.message).toBe('HTTP status code 503')
    expect(status.params).toEqual({ status: 503 })
    expect(new PorticoError('NETWORK_NOT_FOUND').params).toEqual({})
  })
})

describe('isPorticoError', () => {
  it('recognises PorticoErrors, optionally of one code', () => {
    const error = sendError('TOKEN_REQUIRED')
    expect(isPorticoError(error)).toBe(true)
    expect(isPorticoError(error, 'TOKEN_REQUIRED')).toBe(true)
    expect(isPorticoError(error, 'NETWORK_NOT_FOUND')).toBe(false)
  })

  it('rejects other errors and look-alikes', () => {
    expect(isPorticoError(new Error('A token is required'))).toBe(false)
    expect(isPorticoError({ code: 'TOKEN_REQUIRED', message: 'A token is required' })).toBe(false)
  })
})

describe('errorMessage', () => {
  it('reads the message of an error, a string or an object with a message', () => {
    expect(errorMessage(siwxError('SIGNATURE_DECLINED'))).toBe('Signature declined')
    expect(errorMessage('User rejected the request')).toBe('User rejected the request')
    expect(errorMessage({ message: 'frame says no' })).toBe('frame says no')
  })

  it("falls back to 'Unknown error'", () => {
    for (const value of [undefined, null, '', 42, {}, { message: 7 }, new Error('')]) {
      expect(errorMessage(value)).toBe('Unknown error')
    }
  })
})
