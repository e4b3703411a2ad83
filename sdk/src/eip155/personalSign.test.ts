import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../connectors/types'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { personalSign } from './personalSign'

// anvil's first account; personal_sign is signed by the wallet itself, so no chain runs here (the RPC URL is unused).
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

describe('personalSign', () => {
  it('sends the message as UTF-8 hex, then the address; the signature verifies for the text', async () => {
    const wallet = privateKeyProvider({
      privateKey: PRIVATE_KEY,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      authorized: true,
    })
    const address = wallet.account.address
    for (const message of ['Sign in to portico.example', 'héllo 👛\nline two', '']) {
      const signature = await personalSign(wallet, { message, address })
      expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(true)
    }
  })

  it('sends exactly the hex and the address, and refuses an answer that is not a hex signature', async () => {
    const sent: unknown[] = []
    // A wallet that answers a fixed value on purpose: it stands for a faulty wallet, which the real test wallet never is.
    const faulty: Eip1193Provider = {
      request: async ({ params }) => {
        sent.push(params)
        return 'signed'
      },
    }
    await expect(personalSign(faulty, { message: 'Hi', address: '0xabc' })).rejects.toThrow(
      /^Invalid response: personal_sign/,
    )
    expect(sent).toEqual([['0x4869', '0xabc']])
  })
})
