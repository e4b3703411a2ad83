import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage'
import type { SiwxMessageData } from './types'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base: SiwxMessageData = {
  domain: 'app.example.com',
  accountAddress: ADDRESS,
  chainId: 'eip155:1',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: '32891756abcdef01',
  issuedAt: '2026-11-22T12:00:00.000Z',
}

// Each row: the message data, and the exact text EIP-4361 prescribes for it.
const CASES: [string, SiwxMessageData, string][] = [
  [
    'with a statement',
    { ...base, statement: 'Sign in to the example app.' },
    `app.example.com wants you to sign in with your Ethereum account:
${ADDRESS}

Sign in to the example app.

URI: https://app.example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756abcdef01
Issued At: 2026-11-22T12:00:00.000Z`,
  ],
  [
    'without a statement (the ABNF keeps both blank lines)',
    base,
    `app.example.com wants you to sign in with your Ethereum account:
${ADDRESS}


URI: https://app.example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756abcdef01
Issued At: 2026-11-22T12:00:00.000Z`,
  ],
  [
    'with every optional field, in the fixed order, and resources as a list',
    {
      ...base,
      chainId: 'eip155:31337',
      statement: 'Hello',
      expirationTime: '2026-11-29T12:00:00.000Z',
      notBefore: '2026-11-22T11:00:00.000Z',
      requestId: 'req-7',
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/terms'],
    },
    `app.example.com wants you to sign in with your Ethereum account:
${ADDRESS}

Hello

URI: https://app.example.com/login
Version: 1
Chain ID: 31337
Nonce: 32891756abcdef01
Issued At: 2026-11-22T12:00:00.000Z
Expiration Time: 2026-11-29T12:00:00.000Z
Not Before: 2026-11-22T11:00:00.000Z
Request ID: req-7
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/terms`,
  ],
  [
    'for a Solana account (same shape, the chain reference as Chain ID)',
    {
      ...base,
      accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      statement: 'Hi',
    },
    `app.example.com wants you to sign in with your Solana account:
9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM

Hi

URI: https://app.example.com/login
Version: 1
Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
Nonce: 32891756abcdef01
Issued At: 2026-11-22T12:00:00.000Z`,
  ],
]

describe('formatSiwxMessage', () => {
  it.each(CASES)('writes the EIP-4361 text %s', (_name, data, text) => {
    expect(formatSiwxMessage(data)).toBe(text)
  })

  it('leaves out an empty resource list', () => {
    expect(formatSiwxMessage({ ...base, resources: [] })).not.toContain('Resources:')
  })
})
