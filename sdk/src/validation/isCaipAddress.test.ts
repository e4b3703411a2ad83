import { describe, expect, it } from 'vitest'
import { isCaipAddress } from './isCaipAddress'

describe('isCaipAddress', () => {
  it.each([
    'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
    'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
  ])('accepts %s', (value) => {
    expect(isCaipAddress(value)).toBe(true)
  })

  it.each([
    ['two parts', 'eip155:1'],
    ['four parts', 'eip155:1:0xab:cd'],
    ['an empty part', 'eip155::0xab'],
    ['an unknown namespace', 'ton:-239:EQabc'],
    ['a plain address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['not a string', undefined],
  ])('rejects %s', (_case, value) => {
    expect(isCaipAddress(value)).toBe(false)
  })
})
