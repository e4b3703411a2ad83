import { describe, expect, it } from 'vitest'
import { parseNameError } from './nameError'

describe('parseNameError', () => {
  it("prefers the first reason's description", () => {
    const body = {
      message: 'Bad request',
      status: 'error',
      reasons: [
        { name: 'name', description: 'Name is already registered' },
        { name: 'signature', description: 'Signature is invalid' },
      ],
    }
    expect(parseNameError(body)).toBe('Name is already registered')
    expect(parseNameError(JSON.stringify(body))).toBe('Name is already registered')
  })

  it('never shows the bare server message: without a reason there is nothing (the caller shows its own text)', () => {
    expect(parseNameError({ status: 'error', message: 'Internal Server Error', reasons: [] })).toBeUndefined()
    expect(parseNameError({ message: 'Unauthorized: origin not allowed' })).toBeUndefined()
    expect(parseNameError({ status: 'error', reasons: [] })).toBeUndefined()
    expect(parseNameError('Internal Server Error')).toBeUndefined()
    expect(parseNameError(undefined)).toBeUndefined()
  })
})
