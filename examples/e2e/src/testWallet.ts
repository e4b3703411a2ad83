// A browser wallet for the page under test: EIP-1193 + EIP-6963 in the page, keys and chain access in Node.
// The page's provider forwards every request to `__walletRequest` (exposed by Playwright); Node signs with a viem
// private-key account and sends everything else to the chain's RPC (anvil). Its state (authorisation, chain,
// known chains) lives in Node, so it survives reloads as an extension's would.
import { randomUUID } from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { createWalletClient, defineChain, http, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import * as v from 'valibot'

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

const WALLET_ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%231f4fd1"/%3E%3C/svg%3E'

const RpcAnswer = v.object({
  result: v.optional(v.unknown()),
  error: v.optional(v.object({ code: v.number(), message: v.string() })),
})
const Transaction = v.object({ to: v.optional(v.string()), value: v.optional(v.string()), data: v.optional(v.string()) })
const ChainParam = v.object({ chainId: v.string() })
const AddChainParam = v.object({ chainId: v.string(), rpcUrls: v.array(v.string()) })

type Answer = { result: unknown } | { error: { code: number; message: string } }

class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const hex = (n: number) => `0x${n.toString(16)}`

/** Installs the wallet in every page of `context` (also after reloads). */
export async function testWallet(context: BrowserContext, options: TestWalletOptions): Promise<TestWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const known = new Map<number, string>()
  for (const id of options.knownChains ?? Object.keys(options.rpcUrls).map(Number)) {
    const url = options.rpcUrls[id]
    if (!url) throw new Error(`testWallet: no RPC URL for known chain ${id}`)
    known.set(id, url)
  }
  let chainId = options.chainId ?? [...known.keys()][0]!
  let authorized = false
  const requests: string[] = []
  const rejections: string[] = []

  const emit = async (event: string, ...args: unknown[]) => {
    for (const page of context.pages()) {
      await page.evaluate(([e, a]) => (window as unknown as WalletWindow).__walletEmit?.(e, a), [event, args] as const)
    }
  }
  const rpcUrl = () => known.get(chainId)!
  const forward = async (method: string, params: unknown[]) => {
    const response = await fetch(rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = v.parse(RpcAnswer, await response.json())
    if (body.error) throw new WalletError(body.error.code, body.error.message)
    return body.result
  }
  const requireAuthorized = () => {
    if (!authorized) throw new WalletError(4100, 'The requested account has not been authorized by the user')
  }

  const handle = async (method: string, params: unknown[]): Promise<unknown> => {
    const rejected = rejections.indexOf(method)
    if (rejected >= 0) {
      rejections.splice(rejected, 1)
      throw new WalletError(4001, 'User rejected the request.')
    }
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return [account.address]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return hex(chainId)
      case 'personal_sign':
        requireAuthorized()
        return account.signMessage({ message: { raw: v.parse(v.string(), params[0]) as Hex } })
      case 'eth_signTypedData_v4':
        requireAuthorized()
        return account.signTypedData(JSON.parse(v.parse(v.string(), params[1])) as TypedDataDefinition)
      case 'eth_sendTransaction': {
        requireAuthorized()
        const tx = v.parse(Transaction, params[0])
        const chain = defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl()] } },
        })
        const client = createWalletClient({ account, chain, transport: http(rpcUrl()) })
        return client.sendTransaction({
          to: tx.to as Hex | undefined,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data as Hex | undefined,
        })
      }
      case 'wallet_switchEthereumChain': {
        const next = Number(v.parse(ChainParam, params[0]).chainId)
        if (!known.has(next)) throw new WalletError(4902, 'Unrecognized chain ID. Try adding the chain first.')
        if (next !== chainId) {
          chainId = next
          await emit('chainChanged', hex(chainId))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const added = v.parse(AddChainParam, params[0])
        const url = added.rpcUrls[0]
        if (!url) throw new WalletError(-32602, 'rpcUrls required')
        known.set(Number(added.chainId), url)
        return null
      }
      default:
        return forward(method, params)
    }
  }

  await context.exposeFunction('__walletRequest', async (method: unknown, params: unknown): Promise<Answer> => {
    const name = v.parse(v.string(), method)
    requests.push(name)
    try {
      return { result: await handle(name, Array.isArray(params) ? params : params === undefined ? [] : [params]) }
    } catch (error) {
      // Handed to the page as the EIP-1193 error the dapp sees; not swallowed.
      if (error instanceof WalletError) return { error: { code: error.code, message: error.message } }
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }
    }
  })
  await context.addInitScript(installProvider, {
    uuid: randomUUID(),
    name: options.name ?? 'Portico Test Wallet',
    icon: WALLET_ICON,
    rdns: options.rdns ?? 'org.portico.e2e-wallet',
  })

  return {
    account,
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
    },
    requests,
    async changeChain(next) {
      chainId = next
      await emit('chainChanged', hex(next))
    },
    async lock() {
      authorized = false
      await emit('accountsChanged', [])
    },
    rejectNext(method) {
      rejections.push(method)
    },
  }
}

interface WalletWindow {
  __walletRequest(method: string, params: unknown): Promise<Answer>
  __walletEmit?(event: string, args: readonly unknown[]): void
}

/** Runs in the page (serialised by Playwright): the EIP-1193 provider and its EIP-6963 announcement. */
function installProvider(info: { uuid: string; name: string; icon: string; rdns: string }): void {
  const page = window as unknown as WalletWindow
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      const answer = await page.__walletRequest(args.method, args.params ?? [])
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
  page.__walletEmit = (event, args) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
