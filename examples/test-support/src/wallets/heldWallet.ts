// Test helper: the SDK's real private-key wallet (EIP-1193; it signs with the key) whose chosen requests wait
// until the test lets them through, as a person takes a moment to approve in a wallet, or declines.
import { act } from '@testing-library/react'
import type { Hex } from 'viem'
import { expect, vi } from 'vitest'
import { privateKeyProvider, ProviderRpcError, type TestWallet } from './privateKeyProvider'

/** Anvil's well-known first test key: a throwaway key that signs locally. */
export const TEST_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export interface HeldWalletOptions {
  /** The methods that wait for `approve()` or `decline()`. */
  hold: readonly string[]
  privateKey?: Hex
  /** Default: chain 1 with no node: the wallet signs (which needs none) and answers what it would ask a node as a
   * wallet without that method does (4200). */
  chains?: { chainId: number; rpcUrl: string }[]
}

export interface HeldWallet {
  /** The wallet itself (its account, its requests). */
  wallet: TestWallet
  /** The provider to give a connector: held requests wait here. */
  provider: TestWallet
  /** Waits for a held request and lets it through. */
  approve(): Promise<void>
  /** Waits for a held request and refuses it as the user would (4001). */
  decline(): Promise<void>
  /** How many held requests wait now. */
  waiting(): number
}

/** What the wallet answers itself, with no node (its accounts, its chain, signatures). */
const ANSWERED_WITHOUT_NODE = new Set([
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

export function heldWallet(options: HeldWalletOptions): HeldWallet {
  const wallet = privateKeyProvider({
    privateKey: options.privateKey ?? TEST_KEY,
    // No node is asked (see ANSWERED_WITHOUT_NODE): the URL is never fetched.
    chains: options.chains ?? [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }],
  })
  const hasNode = options.chains !== undefined
  const queue: ((answer: 'approve' | 'decline') => void)[] = []
  const provider: TestWallet = Object.create(wallet) as TestWallet
  provider.request = async (args) => {
    if (options.hold.includes(args.method)) {
      const answer = await new Promise<'approve' | 'decline'>((resolve) => queue.push(resolve))
      if (answer === 'decline') throw new ProviderRpcError(4001, 'User rejected the request.')
    }
    // The SDK asks a wallet's capabilities on its own; a wallet with no node has none to give.
    if (!hasNode && !ANSWERED_WITHOUT_NODE.has(args.method))
      throw new ProviderRpcError(4200, `The wallet does not support ${args.method}`)
    return wallet.request(args)
  }
  const answer = async (value: 'approve' | 'decline') => {
    await vi.waitFor(() => expect(queue.length).toBeGreaterThan(0), { timeout: 5000 })
    await act(async () => queue.shift()!(value))
  }
  return {
    wallet,
    provider,
    approve: () => answer('approve'),
    decline: () => answer('decline'),
    waiting: () => queue.length,
  }
}
