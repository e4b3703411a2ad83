// The send form's pure rules and its wiring into the core (no chain needed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualTimers } from '@portico-examples/test-support/platform/manualTimers'
import { servicesAt, testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { switchNetwork } from '../chains/switchNetwork'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet } from '../networks/devnet'
import { RECEIVER_NAME_DEBOUNCE_MS } from '../constants'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { checkSendAmount, checkSendFee } from './checkSendAmount'
import { isNativeToken } from './isNativeToken'
import { nameAddress } from './nameAddress'
import { searchTokens } from './searchTokens'
import { networkBalanceInUSD } from './networkBalanceInUSD'
import { setReceiver } from './setReceiver'
import { setSendAmount } from './setSendAmount'
import { typeReceiver } from './typeReceiver'
import { toUnits } from './toUnits'
import { canPreviewSend } from './canPreviewSend'
import { canPreviewSendStore } from './canPreviewSendStore'
import { sendAmountIssue } from './sendAmountIssue'

const EVM = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('amounts', () => {
  it('turns a typed amount into base units exactly, refusing what the token cannot hold', () => {
    expect(toUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(toUnits(' 0.000001 ', 6)).toBe(1n)
    expect(toUnits('12.50', 6)).toBe(12_500_000n)
    expect(toUnits(3, 0)).toBe(3n)
    expect(() => toUnits('0.0000001', 6)).toThrow('Invalid amount 0.0000001: more than 6 decimals')
    expect(() => toUnits('-1', 6)).toThrow('Invalid amount -1: not a positive decimal number')
    expect(() => toUnits('abc', 6)).toThrow('Invalid amount abc: not a positive decimal number')
  })

  it('refuses more than the balance, and a fee the native balance cannot pay', () => {
    expect(() => checkSendAmount({ amount: 11n, balance: 10n, typed: '11' })).toThrow(
      'Invalid amount 11: more than the balance',
    )
    expect(() => checkSendAmount({ amount: 10n, balance: 10n, typed: '10' })).not.toThrow()
    const native = { balance: 100n, nativeBalance: 100n, native: true, typed: 'x' }
    expect(() => checkSendFee({ ...native, amount: 90n, fee: 10n })).not.toThrow()
    expect(() => checkSendFee({ ...native, amount: 91n, fee: 10n })).toThrow(
      'the balance does not cover the network fee',
    )
    const token = { amount: 100n, balance: 100n, native: false, typed: 'x' }
    expect(() => checkSendFee({ ...token, nativeBalance: 10n, fee: 10n })).not.toThrow()
    expect(() => checkSendFee({ ...token, nativeBalance: 9n, fee: 10n })).toThrow(
      'the balance does not cover the network fee',
    )
  })

  it('knows the native token by its missing address or the namespace placeholder', () => {
    expect(isNativeToken({}, 'eip155')).toBe(true)
    expect(isNativeToken({ address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }, 'eip155')).toBe(true)
    expect(isNativeToken({ address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }, 'eip155')).toBe(false)
    expect(isNativeToken({ address: 'solana:x:So11111111111111111111111111111111111111111' }, 'solana')).toBe(true)
  })

  it('values the network’s native balance in USD', () => {
    const chainId = devnet.caipNetworkId
    const eth = {
      name: 'Ether',
      symbol: 'ETH',
      chainId,
      price: 3000,
      iconUrl: '',
      quantity: { decimals: '18', numeric: '2' },
    }
    const usdc = { ...eth, symbol: 'USDC', address: `${chainId}:0x1`, price: 1, value: 50 }
    expect(networkBalanceInUSD([usdc, eth], devnet)).toBe(6000)
    expect(networkBalanceInUSD([{ ...eth, value: 5999 }], devnet)).toBe(5999)
    expect(networkBalanceInUSD([usdc], devnet)).toBe(0)
  })
})

describe('token search', () => {
  it('matches symbol or name, trimmed and in any case; a blank search lists every token', () => {
    const tokens = [
      { symbol: 'ETH', name: 'Ether' },
      { symbol: 'USDC', name: 'USD Coin' },
      { symbol: 'DAI', name: 'Dai Stablecoin' },
    ]
    expect(searchTokens(tokens, ' usd ').map((t) => t.symbol)).toEqual(['USDC'])
    expect(searchTokens(tokens, 'COIN').map((t) => t.symbol)).toEqual(['USDC', 'DAI'])
    expect(searchTokens(tokens, '  ')).toEqual(tokens)
    expect(searchTokens(tokens, 'btc')).toEqual([])
  })
})

describe('the form in the core', () => {
  it('is reset on a namespace change (disconnect resets it too)', async () => {
    const p = testPortico()
    setSendAmount(p, { amount: '1' })
    await switchNetwork(p, { network: testNetworks.sepolia })
    expect(p.$send.get().sendTokenAmount).toBe('1')
    await switchNetwork(p, { network: testNetworks.solana })
    expect(p.$send.get()).toEqual({ status: 'idle' })
  })

  it('is one per instance', () => {
    const [a, b] = [testPortico(), testPortico()]
    setSendAmount(a, { amount: '1' })
    expect(b.$send.get().sendTokenAmount).toBeUndefined()
  })
})

describe('receiver names', () => {
  let server: FakeServer
  beforeAll(async () => {
    server = await startFakeServer()
  })
  afterAll(() => server.close())

  const record = (addresses: Record<string, { address: string }>) => ({
    name: 'alice.reown.id',
    addresses,
    attributes: [{ avatar: 'https://a/x.png' }],
  })

  it('reads the address for the chain’s coin type, else the Ethereum one', () => {
    expect(nameAddress(record({ '2147514985': { address: '0xa' }, '60': { address: '0xb' } }), 31337)).toBe('0xa')
    expect(nameAddress(record({ '60': { address: '0xb' } }), 31337)).toBe('0xb')
    expect(nameAddress(record({}), 31337)).toBeUndefined()
  })

  it('resolves a typed name to its address, with the name and avatar; an unknown name leaves no receiver', async () => {
    server.routes({
      ...SUPPORTED,
      'GET /v1/profile/account/alice.reown.id': (_, r) => json(r, 200, record({ '2147514985': { address: EVM } })),
      'GET /v1/profile/account/*': (_, r) =>
        json(r, 404, { status: 'error', reasons: [{ name: 'x', description: 'Name not found' }] }),
    })
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${EVM}`, 'eip155')
    expect(await setReceiver(p, { input: 'alice.reown.id' })).toBe(EVM)
    expect(p.$send.get()).toMatchObject({
      receiverAddress: EVM,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImageUrl: 'https://a/x.png',
    })
    await expect(setReceiver(p, { input: 'nobody.reown.id' })).rejects.toThrow('Error resolving name')
    expect(p.$send.get()).toMatchObject({
      receiverAddress: undefined,
      receiverProfileName: 'nobody.reown.id',
      receiverNameStatus: 'error',
      receiverNameError: { code: 'NAME_RESOLVE_FAILED', message: 'Error resolving name' },
    })
    expect(await setReceiver(p, { input: 'no name' })).toBeUndefined()
    expect(p.$send.get().receiverAddress).toBeUndefined()
  })

  it('drops a late resolution for a name the user has typed over since', async () => {
    let answerAlice: () => void = () => {}
    server.routes({
      ...SUPPORTED,
      'GET /v1/profile/account/alice.reown.id': (_, r) =>
        (answerAlice = () => json(r, 200, record({ '2147514985': { address: EVM } }))),
    })
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${EVM}`, 'eip155')
    const late = setReceiver(p, { input: 'alice.reown.id' })
    await expect.poll(() => server.received('GET /v1/profile/account/alice.reown.id').length).toBe(1)
    expect(p.$send.get()).toMatchObject({ receiverProfileName: 'alice.reown.id', receiverAddress: undefined })
    const typedOver = '0x8ba1f109551bd432803012645ac136ddd64dba72'
    await setReceiver(p, { input: typedOver })
    answerAlice()
    expect(await late).toBeUndefined()
    expect(p.$send.get()).toMatchObject({ receiverAddress: typedOver, receiverProfileName: undefined })
  })

  it('typing a name looks it up once typing rests: one request for the whole name, resolving meanwhile', async () => {
    server.routes({
      ...SUPPORTED,
      'GET /v1/profile/account/alice.reown.id': (_, r) => json(r, 200, record({ '2147514985': { address: EVM } })),
      'GET /v1/profile/account/*': (_, r) =>
        json(r, 404, { status: 'error', reasons: [{ name: 'x', description: 'Name not found' }] }),
    })
    const clock = manualTimers()
    const p = testPortico(servicesAt(server), clock.platform)
    setCaipAddress(p, `${devnet.caipNetworkId}:${EVM}`, 'eip155')
    for (const typed of ['alice.', 'alice.reown', 'alice.reown.id']) {
      typeReceiver(p, { input: typed })
      expect(p.$send.get()).toMatchObject({
        receiverProfileName: typed,
        receiverNameStatus: 'pending',
        receiverAddress: undefined,
      })
      clock.advance(RECEIVER_NAME_DEBOUNCE_MS - 1)
    }
    expect(server.received('GET /v1/profile/account/*')).toEqual([])
    clock.advance(1)
    const resolved = await waitForStore(p.$send, (s) => s.receiverNameStatus === 'success')
    expect(resolved).toMatchObject({ receiverAddress: EVM, receiverProfileName: 'alice.reown.id' })
    expect(server.received('GET /v1/profile/account/alice.reown.id')).toHaveLength(1)

    typeReceiver(p, { input: 'nobody.reown.id' })
    clock.advance(RECEIVER_NAME_DEBOUNCE_MS)
    const failed = await waitForStore(p.$send, (s) => s.receiverNameStatus === 'error')
    expect(failed).toMatchObject({ receiverAddress: undefined, receiverProfileName: 'nobody.reown.id' })
  })

  it('typing an address sets it at once and cancels a pending name look-up', () => {
    const clock = manualTimers()
    const p = testPortico(servicesAt(server), clock.platform)
    setCaipAddress(p, `${devnet.caipNetworkId}:${EVM}`, 'eip155')
    typeReceiver(p, { input: 'alice.reown.id' })
    typeReceiver(p, { input: ` ${EVM} ` })
    expect(p.$send.get()).toMatchObject({
      receiverAddress: EVM,
      receiverProfileName: undefined,
      receiverNameStatus: undefined,
    })
    expect(clock.pending()).toBe(0)
  })
  it('refuses an EVM address whose capitals are not its EIP-55 checksum; all lower, all upper and a true checksum pass', async () => {
    const p = testPortico({ networks: [devnet] })
    const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const typo = '0x70997970C51812dc3A010C7d01b50e0d17dc79c8' // the last capital lost
    expect(await setReceiver(p, { input: typo })).toBeUndefined()
    expect(p.$send.get()).toMatchObject({ receiverAddress: undefined, receiverIssue: 'badChecksum' })
    for (const good of [checksummed, EVM, `0x${EVM.slice(2).toUpperCase()}`]) {
      expect(await setReceiver(p, { input: good })).toBe(good)
      expect(p.$send.get()).toMatchObject({ receiverAddress: good, receiverIssue: undefined })
    }
    expect(await setReceiver(p, { input: 'not an address' })).toBeUndefined()
    expect(p.$send.get().receiverIssue).toBe('invalid')
  })
})

describe('the preview button', () => {
  const ETH = {
    name: 'Ether',
    symbol: 'ETH',
    chainId: devnet.caipNetworkId,
    value: 3000,
    price: 3000,
    quantity: { decimals: '18', numeric: '1' },
  }

  it('is enabled only with a token, an amount above 0 within the balance, and a receiver address', async () => {
    const p = testPortico({ networks: [devnet] })
    setCaipAddress(p, `${devnet.caipNetworkId}:${EVM}`, 'eip155')
    p.$send.set({ ...p.$send.get(), token: ETH as never })
    expect(canPreviewSend(p)).toBe(false)
    await setReceiver(p, { input: EVM })
    expect(canPreviewSend(p)).toBe(false) // no amount yet
    for (const bad of ['0', '0.000', '-1', 'abc', '2']) {
      setSendAmount(p, { amount: bad })
      expect([bad, sendAmountIssue(p)]).toEqual([bad, bad === '2' ? 'aboveBalance' : 'invalid'])
      expect(canPreviewSend(p)).toBe(false)
    }
    setSendAmount(p, { amount: '0.5' })
    expect(canPreviewSend(p)).toBe(true)
    await setReceiver(p, { input: '0x70997970C51812dc3A010C7d01b50e0d17dc79c8' })
    expect(canPreviewSend(p)).toBe(false)
  })

  it('is the same rule as a store (canPreviewSendStore), which follows the form', async () => {
    const p = testPortico({ networks: [devnet] })
    setCaipAddress(p, `${devnet.caipNetworkId}:${EVM}`, 'eip155')
    const previewable = canPreviewSendStore(p)
    expect(canPreviewSendStore(p)).toBe(previewable)
    const seen: boolean[] = []
    const stop = previewable.subscribe((value) => seen.push(value))
    p.$send.set({ ...p.$send.get(), token: ETH as never })
    await setReceiver(p, { input: EVM })
    setSendAmount(p, { amount: '0.5' })
    // The estimated fee leaves too little of the 1 ETH for 0.5 ETH.
    p.$send.set({ ...p.$send.get(), fee: { units: 10n ** 18n, amount: '1', symbol: 'ETH' } })
    stop()
    expect(seen).toEqual([false, true, false])
  })
})
