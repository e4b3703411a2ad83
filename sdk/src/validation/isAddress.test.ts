import { describe, expect, it } from 'vitest'
import { isAddress } from './isAddress'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = 'So11111111111111111111111111111111111111112'

describe('isAddress', () => {
  it('checks EVM addresses on eip155', () => {
    expect(isAddress(evm, 'eip155')).toBe(true)
    expect(isAddress(solana, 'eip155')).toBe(false)
  })

  it('checks Solana addresses on solana', () => {
    expect(isAddress(solana, 'solana')).toBe(true)
    expect(isAddress(evm, 'solana')).toBe(false)
  })

  it.each([
    ['bip122', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
    ['cosmos', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'],
    ['sui', evm],
  ])('never accepts an address of %s (spec §5: other chains are never valid)', (namespace, address) => {
    expect(isAddress(address, namespace)).toBe(false)
  })
})
