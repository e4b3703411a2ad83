import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath'

describe('qrPath', () => {
  it('draws one rectangle per horizontal run of dark modules', () => {
    expect(
      qrPath([
        [true, true, false],
        [false, true, true],
        [true, false, true],
      ]),
    ).toBe('M0 0h2v1h-2zM1 1h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z')
  })

  it('covers exactly the dark modules of an encoded link', () => {
    const { data } = encode('wc:abc@2?relay-protocol=irn&symKey=00', { border: 0 })
    const drawn = [...qrPath(data).matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0)
    expect(drawn).toBe(data.flat().filter(Boolean).length)
  })
})
