// A browser wallet for the page under test: EIP-1193 + EIP-6963 in the page, keys and chain access in Node.
// The page's provider forwards every request to `__walletRequest` (exposed by Playwright), answered by the tests'
// private-key wallet (`privateKeyProvider`: a viem account signs, the chain's RPC answers the rest). Its state (authorisation, chain,
// known chains) lives in Node, so it survives reloads as an extension's would.
import { randomUUID } from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import type { ProviderRequest } from '@portico/sdk'
import type { Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import * as v from 'valibot'
import { privateKeyProvider, ProviderRpcError } from '@portico-examples/test-support/wallets/privateKeyProvider'

export interface TestWalletOptions {
  privateKey: Hex
  /** RPC URL by chain id: the chains the wallet can reach. */
  rpcUrls: Record<number, string>
  /** The chains the wallet knows from the start (default: every chain of `rpcUrls`); others must be added. */
  knownChains?: number[]
  /** The chain it starts on (default: the first known one). */
  chainId?: number
  name?: string
  rdns?: string
  /** More accounts the wallet grants after its selected one (each can sign). */
  morePrivateKeys?: Hex[]
}

export interface TestWallet {
  readonly account: PrivateKeyAccount
  readonly chainId: number
  readonly authorized: boolean
  /** Every method the page asked for, in order (a connection prompt is `eth_requestAccounts`). */
  readonly requests: string[]
  /** The user switches network in the wallet (`chainChanged`). */
  changeChain(chainId: number): Promise<void>
  /** The user locks the wallet (`accountsChanged` with no account). */
  lock(): Promise<void>
  /** The user will reject the next request for `method` (EIP-1193 error 4001). */
  rejectNext(method: string): void
}

const WALLET_ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%231f4fd1"/%3E%3C/svg%3E'

type Answer = { result: unknown } | { error: { code: number; message: string } }

/** Installs the wallet in every page of `context` (also after reloads). */
export async function testWallet(context: BrowserContext, options: TestWalletOptions): Promise<TestWallet> {
  const known = options.knownChains ?? Object.keys(options.rpcUrls).map(Number)
  const chains = known.map((chainId) => {
    const rpcUrl = options.rpcUrls[chainId]
    if (!rpcUrl) throw new Error(`testWallet: no RPC URL for known chain ${chainId}`)
    return { chainId, rpcUrl }
  })
  // The wallet itself is the tests' private-key wallet; its events go to every page of the context.
  const wallet = privateKeyProvider({
    privateKey: options.privateKey,
    morePrivateKeys: options.morePrivateKeys,
    chains,
    chainId: options.chainId,
    onEvent: async (event, args) => {
      for (const page of context.pages()) {
        await page.evaluate(([e, a, k]) => (window as unknown as WalletWindow)[`__walletEmit${k}`]?.(e, a), [
          event,
          args,
          key,
        ] as const)
      }
    },
  })

  // Several wallets in one context each get their own page functions, named after their rdns.
  const rdns = options.rdns ?? 'org.portico.e2e-wallet'
  const key = options.rdns ? `_${rdns.replace(/\W/g, '_')}` : ''
  await context.exposeFunction(`__walletRequest${key}`, async (method: unknown, params: unknown): Promise<Answer> => {
    try {
      const request = v.parse(v.object({ method: v.string(), params: v.optional(v.unknown()) }), { method, params })
      return { result: await wallet.request(request as ProviderRequest) }
    } catch (error) {
      // Handed to the page as the EIP-1193 error the dapp sees; not swallowed.
      if (error instanceof ProviderRpcError) return { error: { code: error.code, message: error.message } }
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }
    }
  })
  await context.addInitScript(installProvider, {
    uuid: randomUUID(),
    name: options.name ?? 'Portico Test Wallet',
    icon: WALLET_ICON,
    rdns,
    key,
  })
  return wallet
}

/** The page functions of the wallets in a page, by `__walletRequest<key>` and `__walletEmit<key>`. */
type WalletWindow = Record<string, ((event: string, args: readonly unknown[]) => void) | undefined>

/** Runs in the page (serialised by Playwright): the EIP-1193 provider and its EIP-6963 announcement. */
function installProvider({
  key,
  ...info
}: {
  uuid: string
  name: string
  icon: string
  rdns: string
  key: string
}): void {
  const page = window as unknown as Record<string, unknown>
  const walletRequest = (method: string, params: unknown) =>
    (page[`__walletRequest${key}`] as (method: string, params: unknown) => Promise<Answer>)(method, params)
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      const answer = await walletRequest(args.method, args.params ?? [])
      if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
      return answer.result
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  page[`__walletEmit${key}`] = (event: string, args: readonly unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
