// Bad calls at the public API: each is refused with a typed PorticoError naming the parameter, and no store
// changes. The calls are the ones a careless or hostile caller makes: wrong types, empty, negative or NaN amounts,
// addresses of the wrong shape, unknown views and modes.
import { describe, expect, it } from 'vitest'
import '@portico-examples/test-support/portico/everyEntry'
import { setCaipAddress } from '../chains/setCaipAddress'
import { switchNetwork } from '../chains/switchNetwork'
import { fetchWallets } from '../catalogue/fetchWallets'
import { PorticoError } from '../errors'
import { truncateAddress } from '../format/truncateAddress'
import { createPortico } from '../instance/createPortico'
import type { Portico } from '../portico/types'
import { open } from '../modal/open'
import { registerName } from '../names/registerName'
import { devnet } from '../networks/devnet'
import { ethereum } from '../networks/eip155'
import { fetchOnrampQuote } from '../onramp/fetchOnrampQuote'
import { buyAmountIssue } from '../onramp/buyAmountIssue'
import { setBuyForm } from '../onramp/setBuyForm'
import { typedUnits } from '../send/amountIssue'
import { memoryPlatform } from '../platform/memoryPlatform'
import { push } from '../router/push'
import { replace } from '../router/replace'
import { reset } from '../router/reset'
import { setReceiver } from '../send/setReceiver'
import { setSendAmount } from '../send/setSendAmount'
import { showSnackbar } from '../snackbar/showSnackbar'
import { signMessage } from '../eip155/actions'
import { signMessage as signSolanaMessage } from '../solana/actions'
import { setSwapAmount } from '../swap/setSwapAmount'
import { setThemeMode } from '../theme/setThemeMode'
import { setLocale } from '../locale/setLocale'
import { popTransaction } from '../modal/popTransaction'
import { addRecentWallet } from '../connect/addRecentWallet'
import { setSendToken } from '../send/setSendToken'
import { sendTokens } from '../send/sendTokens'
import { generateOnrampUrl } from '../onramp/generateOnrampUrl'
import { sendTransaction, writeContract, type WriteContractParams } from '../eip155/actions'

const portico = () => createPortico({ projectId: 'test-project', networks: [devnet], platform: memoryPlatform() })

/** Every store's value, the entries' too (all imported here), to compare before and after a refused call. */
const stores = (p: Portico) =>
  JSON.stringify(
    Object.getOwnPropertyNames(p)
      .filter((key) => key.startsWith('$'))
      .map((key) => [key, (p[key as keyof Portico] as { get(): unknown }).get()]),
  )

/** The error a call throws or rejects with. */
async function failureOf(call: () => unknown): Promise<unknown> {
  try {
    await call()
  } catch (error) {
    return error
  }
  return 'accepted'
}

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A payable call: `deposit()` of a WETH-like contract. */
const DEPOSIT = {
  address: RECEIVER,
  abi: [{ type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] }],
  functionName: 'deposit',
} as const
const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '1.5' },
}

type BadCall = [label: string, call: (p: Portico) => unknown, parameter: string]
const bad = <T>(value: unknown) => value as T

const BAD_CALLS: BadCall[] = [
  ['showSnackbar without params', (p) => showSnackbar(p, bad(undefined)), 'params'],
  [
    'showSnackbar with an unknown variant',
    (p) => showSnackbar(p, bad({ variant: 'purple', message: 'x' })),
    'params.variant',
  ],
  ['showSnackbar with an empty message', (p) => showSnackbar(p, { variant: 'error', message: '  ' }), 'params.message'],
  ['switchNetwork without a network', (p) => switchNetwork(p, { network: bad(undefined) }), 'params.network'],
  ['switchNetwork with a string', (p) => switchNetwork(p, { network: bad('eip155:1') }), 'params.network'],
  ['setReceiver with a number', (p) => setReceiver(p, { input: bad(42) }), 'input'],
  ['setSendAmount with a number', (p) => setSendAmount(p, { amount: bad(42) }), 'amount'],
  ['setSwapAmount with a number', (p) => setSwapAmount(p, { amount: bad(42) }), 'amount'],
  ['setBuyForm with a numeric amount', (p) => setBuyForm(p, { paymentAmount: bad(-5) }), 'changes.paymentAmount'],
  ['registerName with a number', (p) => registerName(p, { name: bad(42) }), 'name'],
  ['registerName empty', (p) => registerName(p, { name: '' }), 'name'],
  ['fetchWallets without params', (p) => fetchWallets(p, bad(undefined)), 'params'],
  ['fetchWallets page 0', (p) => fetchWallets(p, { page: 0 }), 'params.page'],
  ['fetchWallets page NaN', (p) => fetchWallets(p, { page: Number.NaN }), 'params.page'],
  ['signMessage (eip155) without params', (p) => signMessage(p, bad(undefined)), 'params'],
  ['signMessage (eip155) with a number', (p) => signMessage(p, bad({ message: 42 })), 'params.message'],
  [
    'signMessage (eip155) with raw that is not hex',
    (p) => signMessage(p, bad({ message: { raw: 'zz' } })),
    'params.message',
  ],
  ['signMessage (solana) without params', (p) => signSolanaMessage(p, bad(undefined)), 'params'],
  ['push an unknown view', (p) => push(p, { view: bad('Nowhere') }), 'params.view'],
  ['replace with an unknown view', (p) => replace(p, { view: bad(42) }), 'params.view'],
  ['reset to an unknown view', (p) => reset(p, { view: bad('') }), 'params.view'],
  ['open on an unknown view', (p) => open(p, bad({ view: 'Nowhere' })), 'params.view'],
  ['open for an unknown namespace', (p) => open(p, bad({ namespace: 'dogecoin' })), 'params.namespace'],
  ['open with a string', (p) => open(p, bad('Connect')), 'params'],
  [
    'setCaipAddress with a bad address',
    (p) => setCaipAddress(p, bad('eip155:1:not-an-address'), 'eip155'),
    'caipAddress',
  ],
  [
    'setCaipAddress of another namespace',
    (p) => setCaipAddress(p, 'solana:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155'),
    'caipAddress',
  ],
  [
    'setCaipAddress with two parts',
    (p) => setCaipAddress(p, bad('eip155:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), 'eip155'),
    'caipAddress',
  ],
  ['setCaipAddress for an unknown namespace', (p) => setCaipAddress(p, undefined, bad('dogecoin')), 'namespace'],
  ['setThemeMode purple', (p) => setThemeMode(p, { themeMode: bad('purple') }), 'params.themeMode'],
  ['setLocale to a path', (p) => setLocale(p, { locale: '../en' }), 'params.locale'],
  [
    'fetchOnrampQuote with amount -5',
    (p) => fetchOnrampQuote(p, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '-5', network: 'ethereum' }),
    'params.amount',
  ],
  [
    'fetchOnrampQuote with amount 0',
    (p) => fetchOnrampQuote(p, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '0', network: 'ethereum' }),
    'params.amount',
  ],
  ['fetchOnrampQuote without params', (p) => fetchOnrampQuote(p, bad(undefined)), 'params'],
  // Issue #34, item 4.
  ['popTransaction with outcome maybe', (p) => popTransaction(p, bad({ outcome: 'maybe' })), 'params.outcome'],
  ['addRecentWallet with {}', (p) => addRecentWallet(p, bad({})), 'wallet.id'],
  ['addRecentWallet with null', (p) => addRecentWallet(p, bad(null)), 'wallet'],
  [
    'setSendToken with a numeric symbol',
    (p) => setSendToken(p, { token: bad({ ...ETH, symbol: 42 }) }),
    'params.token.symbol',
  ],
  ['setSendToken with { symbol: 42 }', (p) => setSendToken(p, { token: bad({ symbol: 42 }) }), 'params.token.name'],
  [
    'generateOnrampUrl with presetFiatAmount -1',
    (p) => generateOnrampUrl(p, { assets: ['USDC'], presetFiatAmount: -1 }),
    'params.presetFiatAmount',
  ],
  [
    'generateOnrampUrl with presetCryptoAmount NaN',
    (p) => generateOnrampUrl(p, { assets: ['USDC'], presetCryptoAmount: Number.NaN }),
    'params.presetCryptoAmount',
  ],
  ['sendTransaction with a text value', (p) => sendTransaction(p, bad({ to: RECEIVER, value: '1' })), 'params.value'],
  ['sendTransaction with a number value', (p) => sendTransaction(p, bad({ to: RECEIVER, value: 1 })), 'params.value'],
  ['sendTransaction to no address', (p) => sendTransaction(p, bad({ to: 'bob', value: 1n })), 'params.to'],
  [
    'writeContract with a text value',
    (p) => writeContract(p, bad<WriteContractParams>({ ...DEPOSIT, value: '1' })),
    'params.value',
  ],
  [
    'writeContract with a number value',
    (p) => writeContract(p, bad<WriteContractParams>({ ...DEPOSIT, value: 1 })),
    'params.value',
  ],
  [
    'writeContract with a negative value',
    (p) => writeContract(p, bad<WriteContractParams>({ ...DEPOSIT, value: -1n })),
    'params.value',
  ],
  [
    'writeContract to no address',
    (p) => writeContract(p, bad<WriteContractParams>({ ...DEPOSIT, address: 'bob' })),
    'params.address',
  ],
]

describe('public functions refuse bad parameters', () => {
  it.each(BAD_CALLS)('%s', async (_, call, parameter) => {
    const p = portico()
    const before = stores(p)
    const error = await failureOf(() => call(p))
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', params: { name: parameter } })
    expect((error as PorticoError).message).toMatch(new RegExp(`^Invalid parameter ${parameter.replace('.', '\\.')}: `))
    expect(stores(p)).toBe(before)
  })

  it('keeps a typed amount as typed (the field shows it) and the form names what is wrong with it', () => {
    const p = portico()
    setBuyForm(p, { paymentAmount: '-5' })
    expect(p.$onramp.get().paymentAmount).toBe('-5')
    expect(buyAmountIssue(p.$onramp.get().paymentAmount, undefined)).toEqual({ reason: 'not-a-positive-number' })
    expect(buyAmountIssue('NaN', undefined)).toEqual({ reason: 'not-a-positive-number' })
    for (const typed of ['-5', 'NaN', 'abc']) expect(typedUnits(typed, 18)).toEqual({ issue: 'invalid' })
  })

  it('a recent wallet refused is neither in state nor in storage', () => {
    const platform = memoryPlatform()
    const p = createPortico({ projectId: 'test-project', networks: [devnet], platform })
    for (const wallet of [{}, null, { id: '', name: 'x' }, { id: 'w', name: 7 }])
      expect(() => addRecentWallet(p, bad(wallet))).toThrow(expect.objectContaining({ code: 'INVALID_PARAMETER' }))
    expect(p.$connection.get().recentWallets).toEqual([])
    expect([...platform.store.keys()]).toEqual([])
    addRecentWallet(p, { id: 'w1', name: 'Wallet One', image_url: 'javascript:alert(1)' })
    expect(p.$connection.get().recentWallets).toEqual([{ id: 'w1', name: 'Wallet One' }])
  })

  it('sendTokens after a refused token says what is missing, never a TypeError', async () => {
    const p = portico()
    expect(() => setSendToken(p, { token: bad({ symbol: 42 }) })).toThrow(PorticoError)
    setSendAmount(p, { amount: '0.5' })
    const error = await failureOf(() => sendTokens(p))
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).not.toMatchObject({ code: 'ACTION_FAILED' })
  })

  it('truncateAddress(42) is a typed error, not a TypeError', () => {
    expect(() => truncateAddress(bad(42))).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMETER', params: { name: 'address', reason: 'must be a text' } }),
    )
  })

  it("switchNetwork to a network the app does not configure shows 'Network Not Found' and changes no network", async () => {
    const p = portico()
    const active = p.$network.get().caipNetwork?.caipNetworkId
    const error = await failureOf(() => switchNetwork(p, { network: ethereum }))
    expect(error).toMatchObject({ code: 'NETWORK_NOT_FOUND', message: 'Network not found' })
    expect(p.$alert.get()).toMatchObject({ open: true, message: 'Network Not Found' })
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe(active)
  })

  it('createPortico refuses an empty list of networks, naming the option', () => {
    expect(() => createPortico({ projectId: 'test-project', networks: [], platform: memoryPlatform() })).toThrow(
      'Invalid option networks: must list at least one network',
    )
  })

  it('the good calls still work', async () => {
    const p = portico()
    setThemeMode(p, { themeMode: 'light' })
    push(p, { view: 'Networks' })
    // The account first: the send form follows the account, and starts afresh when it changes.
    setCaipAddress(p, 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155')
    setSendAmount(p, { amount: '0.5' })
    setSwapAmount(p, { amount: ' 1.25 ' })
    expect([
      p.$theme.get().themeMode,
      p.$router.get().view,
      p.$send.get().sendTokenAmount,
      p.$swap.get().sourceTokenAmount,
    ]).toEqual(['light', 'Networks', '0.5', '1.25'])
    expect(p.$account.get().address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toContain('…')
  })
})
