import { describe, expect, it } from 'vitest'
import { isSessionCurrent } from './isSessionCurrent'
import type { SiwxSession } from './types'

const NOW = Date.parse('2026-11-22T12:00:00.000Z')
const session = (times: { expirationTime?: string; notBefore?: string }): SiwxSession => ({
  data: {
    accountAddress: '0x1',
    chainId: 'eip155:1',
    uri: 'https://a.example',
    version: '1',
    nonce: 'abcdef0123',
    domain: 'a.example',
    ...times,
  },
  message: 'text',
  signature: '0x00',
})

describe('isSessionCurrent', () => {
  it.each([
    ['no expiry and no start', {}, true],
    ['expiring later', { expirationTime: '2026-11-22T12:00:00.001Z' }, true],
    ['expiring now', { expirationTime: '2026-11-22T12:00:00.000Z' }, false],
    ['expired', { expirationTime: '2026-11-21T12:00:00.000Z' }, false],
    ['started', { notBefore: '2026-11-22T12:00:00.000Z' }, true],
    ['not started yet', { notBefore: '2026-11-22T12:00:00.001Z' }, false],
    ['with an unreadable expiry', { expirationTime: 'soon' }, false],
  ])('%s → %s', (_name, times, expected) => {
    expect(isSessionCurrent(session(times), NOW)).toBe(expected)
  })
})
