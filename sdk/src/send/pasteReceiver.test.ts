// Paste on the receiver field: the clipboard's text is checked at the boundary before it becomes the receiver.
import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { pasteReceiver } from './pasteReceiver'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('pasteReceiver', () => {
  it('types the pasted address, trimmed, as the receiver', () => {
    const p = testPortico()
    expect(pasteReceiver(p, { text: `  ${ADDRESS}\n` })).toBe(ADDRESS)
    expect(p.$send.get().receiverAddress).toBe(ADDRESS)
  })

  it('refuses what cannot be a receiver (not text, a whole document) and leaves the receiver as it was', () => {
    const p = testPortico()
    pasteReceiver(p, { text: ADDRESS })
    expect(() => pasteReceiver(p, { text: 'x'.repeat(10_000) })).toThrow('The clipboard holds no receiver')
    expect(() => pasteReceiver(p, { text: 42 })).toThrow('The clipboard holds no receiver')
    expect(p.$send.get().receiverAddress).toBe(ADDRESS)
  })
})
