import { describe, expect, it } from 'vitest'
import { approvalTarget } from './approvalTarget'

const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USER = 'eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('where an approval is sent', () => {
  it('to the token in `from`, as the blockchain API answers (`to` names the received token)', () => {
    expect(approvalTarget({ from: USDC.toLowerCase(), to: ETH }, USDC)).toBe(USDC.toLowerCase())
  })

  it('to the token in `to`, when `from` is the user', () => {
    expect(approvalTarget({ from: USER, to: USDC }, USDC)).toBe(USDC)
  })

  it('nowhere when neither field names the token, nor the same address on another chain', () => {
    expect(() => approvalTarget({ from: USER, to: ETH }, USDC)).toThrow(/Invalid response: tx: names neither/)
    expect(() => approvalTarget({ from: USDC.replace('eip155:1:', 'eip155:10:'), to: ETH }, USDC)).toThrow(
      /Invalid response/,
    )
    expect(() => approvalTarget({ from: 'not an address', to: USDC }, 'not an address')).toThrow(/Invalid response/)
  })
})
