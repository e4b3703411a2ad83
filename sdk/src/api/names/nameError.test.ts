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

  it('falls back to the message, then to nothing', () => {
    expect(parseNameError({ status: 'error', message: 'Bad request', reasons: [] })).toBe('Bad request')
    expect(parseNameError({ status: 'error', reasons: [] })).toBeUndefined()
    expect(parseNameError('Internal Server Error')).toBeUndefined()
    expect(parseNameError(undefined)).toBeUndefined()
  })
})
