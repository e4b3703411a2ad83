// The solana adapter's pure parts: addresses, cluster references, and asking a wallet provider for accounts.
import { generateKeyPairSigner } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../connectors/types'
import { solanaDevnet, solanaMainnet, solanaTestnet } from '../networks/solana'
import { kitWallet } from '@portico-examples/test-support/wallets/solanaWallet'
import { solana } from './solana'
import { transferAmount } from './transferAmount'
import { walletChainReference, walletChain } from './walletChains'
import { walletStandardProvider } from './walletStandard/walletProvider'

const MAINNET = String(solanaMainnet.id)
const adapter = solana()

describe('solana() addresses', () => {
  it('keeps a base58 address of 32 bytes as it is written', async () => {
    const { address } = await generateKeyPairSigner()
    expect(adapter.formatAddress!(address)).toBe(address)
    expect(adapter.formatAddress!('11111111111111111111111111111111')).toBe('11111111111111111111111111111111')
  })

  it.each([
    ['an EVM address', '0x8ba1f109551bD432803012645Ac136ddd64DBA72'],
    ['base58 with a forbidden character (0)', '0eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'],
    ['too short', '5eykt4UsFv8P8NJdTREpY1vzq'],
    ['base58 of more than 32 bytes', 'z'.repeat(44)],
    ['base58 of 33 zero bytes', '1'.repeat(33)],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(adapter.formatAddress!(value)).toBeUndefined()
  })
})

describe('solana() clusters', () => {
  it('reads a cluster as its CAIP-2 reference, in any of the forms wallets use', () => {
    expect(adapter.parseChainId!(MAINNET)).toBe(MAINNET)
    expect(adapter.parseChainId!(`solana:${MAINNET}`)).toBe(MAINNET)
    expect(adapter.parseChainId!('solana:mainnet')).toBe(MAINNET)
    expect(adapter.parseChainId!('solana:devnet')).toBe(String(solanaDevnet.id))
    expect(adapter.parseChainId!('solana:testnet')).toBe(String(solanaTestnet.id))
  })

  it.each([['eip155:1'], ['solana:localnet'], [1], [null]])('refuses %j', (value) => {
    expect(adapter.parseChainId!(value)).toBeUndefined()
  })

  it('names the known clusters the Wallet Standard way and others by reference', () => {
    expect(walletChain(MAINNET)).toBe('solana:mainnet')
    expect(walletChain(String(solanaDevnet.id))).toBe('solana:devnet')
    expect(walletChain('8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
    expect(walletChainReference(walletChain(MAINNET))).toBe(MAINNET)
  })
})

describe('solana() getAccounts on a provider', () => {
  it('asks with a prompt (solana_requestAccounts) or silently (solana_getAccounts)', async () => {
    const wallet = kitWallet({ signer: await generateKeyPairSigner() })
    const provider = walletStandardProvider(wallet, MAINNET)
    expect(await adapter.getAccounts!(provider, { prompt: false })).toEqual({ addresses: [], chainId: MAINNET })
    expect(await adapter.getAccounts!(provider, { prompt: true })).toEqual({
      addresses: [wallet.signer.address],
      chainId: MAINNET,
    })
    expect(wallet.calls).toEqual(['standard:connect'])
  })

  it('refuses an answer that is not a list of solana public keys', async () => {
    const provider: Eip1193Provider = { request: async () => [{ pubkey: '0xabc' }] }
    await expect(adapter.getAccounts!(provider, { prompt: true })).rejects.toThrow(
      'Invalid response: solana_requestAccounts: not a solana address',
    )
  })
})

describe('the Wallet Standard provider checks what the wallet answers', () => {
  it('refuses a signature that is not 64 bytes', async () => {
    const wallet = kitWallet({ signer: await generateKeyPairSigner() })
    const broken = {
      ...wallet,
      features: {
        ...wallet.features,
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async () => [{ signedMessage: new Uint8Array(), signature: new Uint8Array(10) }],
        },
      },
    }
    const provider = walletStandardProvider(broken, MAINNET)
    await provider.connect({ silent: false })
    await expect(provider.request({ method: 'solana_signMessage', params: { message: '3yZe7d' } })).rejects.toThrow(
      'Invalid response: solana:signMessage: not a 64-byte signature',
    )
  })

  it('refuses connect accounts without a 32-byte public key', async () => {
    const wallet = kitWallet({ signer: await generateKeyPairSigner() })
    const broken = {
      ...wallet,
      features: {
        ...wallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({
            accounts: [
              {
                address: wallet.signer.address,
                publicKey: new Uint8Array(3),
                chains: ['solana:mainnet'],
                features: [],
              },
            ],
          }),
        },
      },
    }
    await expect(walletStandardProvider(broken, MAINNET).connect({ silent: false })).rejects.toThrow(
      'Invalid response: standard:connect.0.publicKey: not a 32-byte public key',
    )
  })

  it('says which feature a wallet lacks', async () => {
    const wallet = kitWallet({ signer: await generateKeyPairSigner(), name: 'Plain Wallet' })
    const provider = walletStandardProvider(wallet, MAINNET)
    await provider.connect({ silent: false })
    await expect(
      provider.request({ method: 'solana_signAndSendTransaction', params: { transaction: 'AA==' } }),
    ).rejects.toThrow('The wallet Plain Wallet does not support solana:signAndSendTransaction')
  })
})

describe('transferAmount', () => {
  it('accepts base units from 1 to the u64 maximum', () => {
    expect(transferAmount(1n)).toBe(1n)
    expect(transferAmount(2n ** 64n - 1n)).toBe(2n ** 64n - 1n)
  })

  it.each([
    [0n, 'Invalid amount 0: must be above zero'],
    [-1n, 'Invalid amount -1: must be above zero'],
    [2n ** 64n, 'Invalid amount 18446744073709551616: must fit in 64 bits'],
    ['1.5', 'Invalid amount 1.5: must be a bigint in base units'],
    [undefined, 'Invalid amount undefined: must be a bigint in base units'],
  ])('refuses %s', (amount, message) => {
    expect(() => transferAmount(amount)).toThrow(message)
  })
})
