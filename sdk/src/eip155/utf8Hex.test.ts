import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { utf8Hex } from './utf8Hex'

// viem's stringToHex (a test-only reference here) is what personal_sign messages were encoded with before.
describe('utf8Hex', () => {
  it('gives the hex of the UTF-8 bytes, as viem stringToHex does', () => {
    for (const text of [
      '',
      'hello',
      'Sign in to portico.example\n\nNonce: 1234',
      'é à ü ß',
      '日本語のメッセージ',
      '👛 wallet 🔑',
      '\u0000\u007f\u0080\u07ff\u0800\uffff',
      'x'.repeat(2000),
    ])
      expect(utf8Hex(text)).toBe(stringToHex(text))
  })

  it('writes lower-case hex with a 0x prefix', () => {
    expect(utf8Hex('Hi\n')).toBe('0x48690a')
    expect(utf8Hex('')).toBe('0x')
  })
})
