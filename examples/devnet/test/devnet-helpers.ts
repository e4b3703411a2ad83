// Shared helpers for the devnet tests: one devnet per test file, on free ports, in a temporary data folder.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type Devnet, type DevnetChainId, type DevnetOptions } from '../src/index.js'

export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'portico-devnet-'))
}

export function startTestDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  return startDevnet({ port: 0, chainPorts: [0, 0], dataDir: tempDataDir(), quiet: true, ...options })
}

/** A fetch against the devnet API with `projectId` set (unless `projectId: null`). */
export async function api(
  devnet: Devnet,
  path: string,
  init: RequestInit & { projectId?: string | null } = {},
): Promise<{ status: number; body: unknown; text: string; headers: Headers }> {
  const url = new URL(path, devnet.apiUrl)
  const { projectId = devnet.projectId, ...rest } = init
  if (projectId !== null && !url.searchParams.has('projectId')) url.searchParams.set('projectId', projectId)
  const response = await fetch(url, rest)
  const text = await response.text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, body, text, headers: response.headers }
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

export function clients(devnet: Devnet, chainId: DevnetChainId = 31337, accountIndex = 0) {
  const chain = defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrls[chainId]] } },
  })
  const account = devnet.accounts[accountIndex]
  if (!account) throw new Error(`no account ${accountIndex}`)
  const transport = http(devnet.rpcUrls[chainId])
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 20 }),
    walletClient: createWalletClient({
      account: privateKeyToAccount(account.privateKey),
      chain,
      transport,
      pollingInterval: 20,
    }),
  }
}

/** A pid is alive when signal 0 reaches it. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
