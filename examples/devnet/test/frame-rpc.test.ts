// RPC requests through the frame: approval of unsafe methods, signatures that verify (EOA and ERC-1271
// smart account), refused methods, a real transfer through the smart account on anvil, account types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  defineChain,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
  type PublicClient,
} from 'viem'
import type { ApprovalRequest, FrameUser } from '../src/frame/index.js'
import { ANVIL_CHAIN_ID, loginByEmail, startDevnetFrame } from './frame-fixture.js'

let devnet: Awaited<ReturnType<typeof startDevnetFrame>>
let chain: PublicClient
beforeAll(async () => {
  devnet = await startDevnetFrame()
  const devChain = defineChain({
    id: ANVIL_CHAIN_ID,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  chain = createPublicClient({ chain: devChain, transport: http(devnet.rpcUrl) })
})
afterAll(() => devnet.stop())

/** The user's answers to approval requests, in order; records what was asked. */
function approvals(...answers: boolean[]) {
  const asked: ApprovalRequest[] = []
  return {
    asked,
    confirm: async (request: ApprovalRequest) => {
      asked.push(request)
      return answers.shift() ?? false
    },
  }
}

const anvilRequest = (method: string, params: unknown[]) =>
  fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })

const eoaOf = (user: FrameUser) => user.accounts.find((account) => account.type === 'eoa')!.address
const smartAccountOf = (user: FrameUser) => user.accounts.find((account) => account.type === 'smartAccount')!.address

describe('signing', () => {
  it('personal_sign approved in the frame: the EOA signature verifies with viem', async () => {
    const user = approvals(true)
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'sign-eoa@example.com', {
      confirm: user.confirm,
    })
    expect(await frame.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: expect.any(String),
    })
    const { address } = await frame.ok<FrameUser>('GET_USER')
    const message = 'Hello from Portico'
    const signature = await frame.ok<`0x${string}`>('RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), address],
    })
    expect(user.asked).toHaveLength(1)
    expect(user.asked[0]).toMatchObject({ method: 'personal_sign', params: [toHex(message), address] })
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  })

  it('personal_sign from the smart account verifies through ERC-1271 on chain', async () => {
    const user = approvals(true)
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'sign-sa@example.com', {
      confirm: user.confirm,
    })
    const { address, preferredAccountType } = await frame.ok<FrameUser>('GET_USER')
    expect(preferredAccountType).toBe('smartAccount')
    const message = 'Sign in to Portico'
    const signature = await frame.ok<`0x${string}`>('RPC_REQUEST', {
      method: 'personal_sign',
      params: [message, address],
    })
    expect(await chain.getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/) // deployed on first use
    expect(await chain.verifyMessage({ address, message, signature })).toBe(true)
    expect(await chain.verifyMessage({ address, message: 'something else', signature })).toBe(false)
  })

  it('eth_signTypedData_v4 approved: the signature verifies for the EOA', async () => {
    const user = approvals(true)
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'typed@example.com', {
      confirm: user.confirm,
    })
    const { address } = await frame.ok<{ address: `0x${string}` }>('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: ANVIL_CHAIN_ID },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const
    const signature = await frame.ok<`0x${string}`>('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: typedData.message,
        signature,
      }),
    ).toBe(true)
  })

  it('a rejected request fails and signs nothing', async () => {
    const user = approvals(false)
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'reject@example.com', {
      confirm: user.confirm,
    })
    const { address } = await frame.ok<FrameUser>('GET_USER')
    expect(await frame.fails('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', address] })).toBe(
      'User rejected the request',
    )
    expect(user.asked).toHaveLength(1)
    expect(await chain.getCode({ address })).toBeUndefined() // the smart account was not even deployed
  })

  it('RPC_ABORT cancels a request that waits for approval', async () => {
    const asked: ApprovalRequest[] = []
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'abort@example.com', {
      confirm: (request) => {
        asked.push(request)
        return new Promise(() => {}) // the user never answers
      },
    })
    const { address } = await frame.ok<FrameUser>('GET_USER')
    const pending = frame.send('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', address] })
    await expect.poll(() => asked.length).toBe(1)
    expect(await frame.ok('RPC_ABORT')).toBeUndefined()
    expect(await pending).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Request was aborted' },
    })
    expect(asked[0]!.signal.aborted).toBe(true)
  })
})

describe('method policy', () => {
  it('a method in neither list is refused without asking the user', async () => {
    const user = approvals(true)
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'policy@example.com', {
      confirm: user.confirm,
    })
    expect(await frame.fails('RPC_REQUEST', { method: 'eth_sign', params: [] })).toBe(
      'Requested RPC call is not allowed',
    )
    expect(await frame.fails('RPC_REQUEST', { method: 'anvil_setBalance', params: [] })).toBe(
      'Requested RPC call is not allowed',
    )
    expect(user.asked).toHaveLength(0)
  })

  it('safe methods go straight to the chain without approval', async () => {
    const user = approvals()
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'reader@example.com', {
      confirm: user.confirm,
    })
    const { address } = await frame.ok<FrameUser>('GET_USER')
    expect(await frame.ok('RPC_REQUEST', { method: 'eth_chainId', params: [] })).toBe('0x7a69')
    expect(await frame.ok('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([address])
    expect(await frame.ok('RPC_REQUEST', { method: 'eth_getBalance', params: [address, 'latest'] })).toBe('0x0')
    expect(await frame.ok('RPC_REQUEST', { method: 'eth_blockNumber', params: [] })).toMatch(/^0x[0-9a-f]+$/)
    expect(user.asked).toHaveLength(0)
  })

  it('RPC needs a session', async () => {
    const { openFrame } = await import('./frame-fixture.js')
    expect(await openFrame(devnet.frame.url).fails('RPC_REQUEST', { method: 'eth_chainId' })).toBe('Not connected')
  })
})

describe('smart account', () => {
  it('a transfer from the smart account moves balance on anvil and flips smartAccountDeployed', async () => {
    const user = approvals(true)
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'sender@example.com', {
      confirm: user.confirm,
    })
    const before = await frame.ok<FrameUser>('GET_USER')
    const account = before.address
    expect(before.smartAccountDeployed).toBe(false)
    expect(await frame.ok('INIT_SMART_ACCOUNT')).toEqual({ address: account, isDeployed: false })

    await anvilRequest('anvil_setBalance', [account, toHex(parseEther('2'))])
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const hash = await frame.ok<`0x${string}`>('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: account, to: recipient, value: toHex(parseEther('0.5')) }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chain.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(eoaOf(before).toLowerCase()) // the owner drives it
    expect(receipt.to?.toLowerCase()).toBe(account.toLowerCase()) // through the account
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('0.5'))
    expect(await chain.getBalance({ address: account })).toBe(parseEther('1.5'))

    const after = await frame.ok<FrameUser>('GET_USER')
    expect(after.smartAccountDeployed).toBe(true)
    expect(after.address).toBe(account)
  })

  it('an EOA user sends from the EOA, and wallet_sendCalls runs every call through the smart account', async () => {
    const user = approvals(true, true)
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'batch@example.com', {
      confirm: user.confirm,
    })
    const accounts = await frame.ok<FrameUser>('GET_USER')
    await anvilRequest('anvil_setBalance', [eoaOf(accounts), toHex(parseEther('1'))])
    await anvilRequest('anvil_setBalance', [smartAccountOf(accounts), toHex(parseEther('1'))])
    const to = '0x000000000000000000000000000000000000CAFE'

    const hash = await frame.ok<`0x${string}`>('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: eoaOf(accounts), to, value: toHex(parseEther('0.25')) }],
    })
    expect((await chain.getTransactionReceipt({ hash })).from.toLowerCase()).toBe(eoaOf(accounts).toLowerCase())

    const { id } = await frame.ok<{ id: string }>('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          from: smartAccountOf(accounts),
          calls: [
            { to, value: toHex(parseEther('0.1')) },
            { to, value: toHex(parseEther('0.2')) },
          ],
        },
      ],
    })
    expect(await chain.getBalance({ address: to })).toBe(parseEther('0.55'))
    expect(await chain.getBalance({ address: smartAccountOf(accounts) })).toBe(parseEther('0.7'))
    const status = await frame.ok<{ status: number; receipts: unknown[] }>('RPC_REQUEST', {
      method: 'wallet_getCallsStatus',
      params: [id],
    })
    expect(status.status).toBe(200)
    expect(status.receipts).toHaveLength(2)
    expect(user.asked.map((request) => request.method)).toEqual(['eth_sendTransaction', 'wallet_sendCalls'])
  })

  it('only the owner can make the account call out', async () => {
    const user = approvals(true)
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'owner-only@example.com', {
      confirm: user.confirm,
    })
    const { address } = await frame.ok<FrameUser>('GET_USER')
    await frame.ok('RPC_REQUEST', { method: 'personal_sign', params: ['0x01', address] }) // deploys it
    const { SMART_ACCOUNT_ARTIFACT } = await import('../src/frame/index.js')
    await expect(
      chain.simulateContract({
        account: '0x000000000000000000000000000000000000dEaD',
        address,
        abi: SMART_ACCOUNT_ARTIFACT.abi,
        functionName: 'execute',
        args: ['0x000000000000000000000000000000000000bEEF', 0n, '0x'],
      }),
    ).rejects.toThrow(/NotOwner/)
  })

  it('SET_PREFERRED_ACCOUNT switches the active account between smartAccount and eoa', async () => {
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'switcher@example.com')
    const user = await frame.ok<FrameUser>('GET_USER')
    expect(await frame.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address: eoaOf(user) })
    const asEoa = await frame.ok<FrameUser>('GET_USER')
    expect(asEoa).toMatchObject({ preferredAccountType: 'eoa', address: eoaOf(user) })
    expect(await frame.ok('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([eoaOf(user)])
    expect(await frame.ok('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smartAccountOf(user),
    })
    expect(await frame.fails('SET_PREFERRED_ACCOUNT', { type: 'payment' })).toBe(
      'type: Account type is eoa or smartAccount',
    )
  })

  it('the smart-account networks are the devnet chains, and switching to another chain is refused', async () => {
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'networks@example.com')
    expect(await frame.ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [ANVIL_CHAIN_ID],
    })
    expect(await frame.ok('SWITCH_NETWORK', { chainId: 'eip155:31337' })).toEqual({ chainId: ANVIL_CHAIN_ID })
    expect(await frame.ok('GET_CHAIN_ID')).toEqual({ chainId: ANVIL_CHAIN_ID })
    expect(await frame.fails('SWITCH_NETWORK', { chainId: 1 })).toBe('Network not supported')
  })
})
