import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../connectors/types'
import { formatAddress, getAccounts } from './getAccounts'

// These providers answer fixed values on purpose: they stand for a faulty or foreign wallet, which the real test
// wallet (testing/privateKeyProvider) never is. The happy path runs against that real wallet in connect.test.ts.
const answering = (answers: Record<string, unknown>): Eip1193Provider & { asked: string[] } => {
  const asked: string[] = []
  return {
    asked,
    request: async ({ method }) => {
      asked.push(method)
      return answers[method]
    },
  }
}
const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('getAccounts', () => {
  it('prompts with eth_requestAccounts, or asks silently with eth_accounts; addresses come back checksummed', async () => {
    const wallet = answering({ eth_requestAccounts: [lower], eth_accounts: [], eth_chainId: '0x7a69' })
    expect(await getAccounts(wallet, { prompt: true })).toEqual({ addresses: [checksummed], chainId: '31337' })
    expect(await getAccounts(wallet, { prompt: false })).toEqual({ addresses: [], chainId: '31337' })
    expect(wallet.asked).toEqual(['eth_requestAccounts', 'eth_chainId', 'eth_accounts', 'eth_chainId'])
  })

  it('refuses a malformed answer', async () => {
    await expect(
      getAccounts(answering({ eth_requestAccounts: ['0x12'], eth_chainId: '0x1' }), { prompt: true }),
    ).rejects.toThrow(/^Invalid response: eth_requestAccounts/)
    await expect(
      getAccounts(answering({ eth_requestAccounts: [lower], eth_chainId: 'mainnet' }), { prompt: true }),
    ).rejects.toThrow('Invalid response: eth_chainId: not a chain id')
  })

  it('formats addresses, refusing non-addresses', () => {
    expect(formatAddress(lower)).toBe(checksummed)
    expect(formatAddress('nope')).toBeUndefined()
  })
})
