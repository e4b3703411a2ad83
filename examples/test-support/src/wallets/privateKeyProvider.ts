// Test helper: a real EIP-1193 wallet for Node. A viem private-key account signs (personal_sign, typed data,
// transactions); every other request goes to the chain's RPC (anvil). It remembers whether the site was
// authorised, switches and adds chains like a browser wallet, emits the EIP-1193 events, and announces itself
// through EIP-6963.
import { randomUUID } from 'node:crypto'
import { createWalletClient, defineChain, http, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { Eip1193Provider, ProviderRequest } from '@portico/sdk'
import * as v from 'valibot'

export interface TestChain {
  chainId: number
  rpcUrl: string
}

export interface PrivateKeyProviderOptions {
  privateKey: Hex
  /** The chains the wallet knows; others must be added with `wallet_addEthereumChain`. */
  chains: TestChain[]
  /** The chain it starts on (default: the first). */
  chainId?: number
  /** The site is already authorised (the wallet remembers an earlier connection). */
  authorized?: boolean
  /** More accounts the wallet grants after its selected one (`eth_accounts` lists them all, each can sign). */
  morePrivateKeys?: Hex[]
  /**
   * Also told each event the wallet emits (a wallet in a browser page hands them to the page); awaited before the
   * request that caused the event answers.
   */
  onEvent?: (event: string, args: readonly unknown[]) => Promise<void> | void
  /**
   * The wallet reports its own assets (EIP-7811): its capabilities say `assetDiscovery`, and `wallet_getAssets`
   * answers with its native balance read from the chain. A function gets that answer and returns what the wallet
   * sends instead (a wallet that answers out of shape).
   */
  assets?: true | ((answer: Record<string, unknown[]>) => unknown)
}

export interface WalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** An EIP-1193 error as wallets throw it. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

// What the wallet reads from a request or a chain is checked, as a wallet must: a page may send anything.
const HexString = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/)) as v.GenericSchema<string, Hex>
const RpcAnswer = v.object({
  result: v.optional(v.unknown()),
  error: v.optional(v.object({ code: v.number(), message: v.string() })),
})
const Transaction = v.object({
  from: v.optional(HexString),
  to: v.optional(HexString),
  value: v.optional(HexString),
  data: v.optional(HexString),
})
const ChainParam = v.object({ chainId: v.string() })
const AddChainParam = v.object({ chainId: v.string(), rpcUrls: v.array(v.string()) })

type Listener = (...args: never[]) => void

export interface TestWallet extends Eip1193Provider {
  readonly account: PrivateKeyAccount
  readonly chainId: number
  /** Whether the site is authorised (connected, and not locked since). */
  readonly authorized: boolean
  /** Every method asked for, in order (a prompt shows up as `eth_requestAccounts`). */
  readonly requests: string[]
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Listeners currently attached to an event. */
  listenerCount(event: string): number
  /** The user refuses the next request for `method` (4001); by default the next connection prompt. */
  rejectNext(method?: string): void
  /** The user picks another account in the wallet. */
  changeAccount(privateKey: Hex): void
  /** The user locks the wallet or revokes the site: `accountsChanged` with no account. */
  lock(): Promise<void>
  /** The user switches network in the wallet. */
  changeChain(chainId: number): Promise<void>
  /** The wallet loses its connection: `disconnect`. */
  disconnect(): void
  /** Announces the wallet on `target` (EIP-6963) now and on every request; returns the stop. */
  announce(target: EventTarget, info?: Partial<WalletInfo>): () => void
}

export function privateKeyProvider(options: PrivateKeyProviderOptions): TestWallet {
  const chains = new Map(options.chains.map((c) => [c.chainId, c.rpcUrl]))
  let account = privateKeyToAccount(options.privateKey)
  const more = (options.morePrivateKeys ?? []).map((key) => privateKeyToAccount(key))
  const granted = () => [account, ...more]
  // The account a request names (`from`, the signer of personal_sign), which must be one the site was granted.
  const signer = (address: unknown) => {
    if (address === undefined) return account
    const found = granted().find((a) => a.address.toLowerCase() === String(address).toLowerCase())
    if (!found) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user')
    return found
  }
  let chainId = options.chainId ?? options.chains[0]!.chainId
  let authorized = options.authorized ?? false
  const rejections: string[] = []
  const listeners = new Map<string, Set<Listener>>()
  const requests: string[] = []
  const hex = (n: number) => `0x${n.toString(16)}`

  const emit = async (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
    await options.onEvent?.(event, args)
  }
  const rpcUrl = () => chains.get(chainId)!
  const forward = async (method: string, params: unknown) => {
    const response = await fetch(rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = v.parse(RpcAnswer, await response.json())
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }
  const requireAuthorized = () => {
    if (!authorized) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user')
  }

  const handle = async (method: string, params: readonly unknown[]): Promise<unknown> => {
    const rejected = rejections.indexOf(method)
    if (rejected >= 0) {
      rejections.splice(rejected, 1)
      throw new ProviderRpcError(4001, 'User rejected the request.')
    }
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return granted().map((a) => a.address)
      case 'eth_accounts':
        return authorized ? granted().map((a) => a.address) : []
      case 'eth_chainId':
        return hex(chainId)
      case 'personal_sign':
        requireAuthorized()
        return signer(params[1]).signMessage({ message: { raw: v.parse(HexString, params[0]) } })
      case 'eth_signTypedData_v4':
        requireAuthorized()
        return account.signTypedData(JSON.parse(v.parse(v.string(), params[1])) as TypedDataDefinition)
      case 'eth_sendTransaction': {
        requireAuthorized()
        const tx = v.parse(Transaction, params[0])
        const chain = defineChain({
          id: chainId,
          name: 'test',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl()] } },
        })
        const client = createWalletClient({ account: signer(tx.from), chain, transport: http(rpcUrl()) })
        return client.sendTransaction({ to: tx.to, value: tx.value ? BigInt(tx.value) : undefined, data: tx.data })
      }
      case 'wallet_switchEthereumChain': {
        const next = Number(v.parse(ChainParam, params[0]).chainId)
        if (!chains.has(next)) throw new ProviderRpcError(4902, 'Unrecognized chain ID. Try adding the chain first.')
        if (next !== chainId) {
          chainId = next
          await emit('chainChanged', hex(chainId))
        }
        return null
      }
      case 'wallet_getCapabilities':
        if (!options.assets) return forward(method, params)
        return { [hex(chainId)]: { assetDiscovery: { supported: true } } }
      case 'wallet_getAssets': {
        if (!options.assets) return forward(method, params)
        requireAuthorized()
        const balance = v.parse(HexString, await forward('eth_getBalance', [account.address, 'latest']))
        const metadata = { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' }
        const native = { address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', balance, type: 'NATIVE', metadata }
        const answer = { [hex(chainId)]: [native] }
        return options.assets === true ? answer : options.assets(answer)
      }
      case 'wallet_addEthereumChain': {
        const { chainId: id, rpcUrls } = v.parse(AddChainParam, params[0])
        if (!rpcUrls[0]) throw new ProviderRpcError(-32602, 'rpcUrls required')
        chains.set(Number(id), rpcUrls[0])
        return null
      }
      default:
        return forward(method, params)
    }
  }

  const wallet: TestWallet = {
    get account() {
      return account
    },
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
    },
    requests,
    async request({ method, params }: ProviderRequest) {
      requests.push(method)
      return handle(method, Array.isArray(params) ? params : params === undefined ? [] : [params])
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    rejectNext(method = 'eth_requestAccounts') {
      rejections.push(method)
    },
    changeAccount(privateKey) {
      account = privateKeyToAccount(privateKey)
      void emit(
        'accountsChanged',
        granted().map((a) => a.address),
      )
    },
    async lock() {
      authorized = false
      await emit('accountsChanged', [])
    },
    async changeChain(next) {
      chainId = next
      await emit('chainChanged', hex(next))
    },
    disconnect() {
      void emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
    },
    announce(target, info = {}) {
      const detail = Object.freeze({
        info: Object.freeze({
          uuid: randomUUID(),
          name: 'Test Wallet',
          icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
          rdns: 'org.portico.testwallet',
          ...info,
        }),
        provider: wallet,
      })
      const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      target.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => target.removeEventListener('eip6963:requestProvider', announce)
    },
  }
  return wallet
}
