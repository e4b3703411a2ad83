import { describe, expect, it } from 'vitest'
import { isUserRejection as isSiwxUserRejection } from '../errors/isUserRejection'
import { isUserRejection } from '../errors/isUserRejection'
import { embeddedError } from './messages'
import { isFrameRejection, ProviderRpcError, userRejectedError } from './providerRpcError'

const frameError = (payload: { message: string; code?: number }) =>
  embeddedError('FRAME_ERROR', { params: { message: payload.message }, cause: payload })

describe('a Reject in the frame', () => {
  it('is recognised by the code 4001 of the frame answer, whatever its message', () => {
    expect(isFrameRejection(frameError({ message: 'Nope', code: 4001 }))).toBe(true)
  })

  it("is recognised by the message of a frame that sends no code ('User rejected the request')", () => {
    expect(isFrameRejection(frameError({ message: 'User rejected the request' }))).toBe(true)
  })

  it('is not another frame error, another code, or an error that is not the frame’s', () => {
    expect(isFrameRejection(frameError({ message: 'Network not supported' }))).toBe(false)
    expect(isFrameRejection(frameError({ message: 'Nope', code: 4100 }))).toBe(false)
    expect(isFrameRejection(new Error('User rejected the request'))).toBe(false)
  })

  it('becomes the EIP-1193 error 4001 that both isUserRejection recognise, the frame answer as its cause', () => {
    const cause = frameError({ message: 'User rejected the request', code: 4001 })
    const error = userRejectedError(cause)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request', cause })
    expect(isUserRejection(error)).toBe(true)
    expect(isSiwxUserRejection(error)).toBe(true)
  })
})
