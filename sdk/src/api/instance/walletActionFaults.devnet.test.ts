// The fault suite, part two: the endpoints behind a connected wallet (swap, name registration, the on-ramp checkout
// URL, sign-in sessions) and the catalogue's wallet images, each driven through the SDK action that calls it,
// against the devnet, × {500, 403, malformed, empty, time-out}. As in actionFaults.devnet.test.ts the devnet fails
// exactly one request (`POST /dev/faults`, times 1) and the test checks what the user gets, the store's status,
// that nothing was stored, and that the next good call recovers. The wallet is a private-key EIP-1193 wallet
// connected through the real connect action; the chain is anvil. The time-out is the client's own
// (HTTP_TIMEOUT_MS, on a fake clock); the platform's timers are held (manualTimers) so no debounced quote races
// the one the test asks for.
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBlockchainClient } from '../blockchain'
import { useDevnet, type DevnetFault } from '@portico-examples/test-support/devnet/useDevnet'
import { fetchBalances } from '../../account/fetchBalances'
import { fetchWalletImage } from '../../catalogue/fetchWalletImage'
import { PorticoError } from '../../errors'
import { registerName } from '../../names/registerName'
import { generateOnrampUrl } from '../../onramp/generateOnrampUrl'
import { devnetWallet, type DevnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { cloudSiwx } from '../../siwx/cloudSiwx'
import { openSignIn } from '../../siwx/openSignIn'
import { fetchSwapGasPrice } from '../../swap/fetchSwapGasPrice'
import { fetchSwapQuote } from '../../swap/fetchSwapQuote'
import { fetchSwapTokens } from '../../swap/fetchSwapTokens'
import { setSwapAmount } from '../../swap/setSwapAmount'
import { setSwapToToken } from '../../swap/setSwapToToken'
import { switchSwapTokens } from '../../swap/switchSwapTokens'
import { devnetFaults } from '@portico-examples/test-support/devnet/devnetFaults'
import { manualTimers } from '@portico-examples/test-support/platform/manualTimers'

const devnet = useDevnet()
const FAULTS: DevnetFault[] = ['500', '403', 'malformed', 'empty', 'timeout']
const ACCOUNT = 3

const CHAIN = 'eip155:31337'

/** A live session of the account on the devnet's sessions API (the user signed in to this app before). */
async function liveSession() {
  const response = await fetch(`${devnet().apiUrl}/dev/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: devnet().accounts[ACCOUNT]!.address, chainId: 31337 }),
  })
  expect(response.ok).toBe(true)
}

beforeAll(liveSession)

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true }))
afterEach(() => void vi.useRealTimers())

const { failNext, settle } = devnetFaults(() => devnet().apiUrl)

/** A name no earlier test registered. */
let serial = 0
const freshName = () => {
  serial += 1
  return `faults${Date.now().toString(36)}${serial}`
}

/** The devnet's sessions API as the app's sign-in, revocations signed by the account's key. */
function sessionsSiwx() {
  const key = privateKeyToAccount(devnet().accounts[ACCOUNT]!.privateKey)
  return cloudSiwx({
    blockchainClient: createBlockchainClient({ baseUrl: devnet().apiUrl, projectId: devnet().projectId }),
    signRevocation: ({ message }) => key.signMessage({ message }),
  })
}

interface Row {
  action: string
  /** The endpoint failed (a `*` at the end matches a prefix); a function when it names the account. */
  path: string | (() => string)
  /** Brings the wallet to where the user is before the call (e.g. the swap open on a pair). */
  prepare?(w: DevnetWallet): Promise<unknown>
  run(w: DevnetWallet): Promise<unknown>
  failed(w: DevnetWallet, outcome: { value?: unknown; error?: unknown }): void | Promise<void>
  recovered(w: DevnetWallet, value: unknown): void | Promise<void>
  siwx?: boolean
}

const token = (w: DevnetWallet, symbol: string) => w.p.$swap.get().tokens.find((t) => t.symbol === symbol)
/** ETH → DAI, 0.01 ETH: a quote, then the swap transaction built. */
const ethToDai = async (w: DevnetWallet) => {
  await fetchSwapTokens(w.p)
  setSwapToToken(w.p, { token: token(w, 'DAI') })
  setSwapAmount(w.p, { amount: '0.01' })
}
/** USDC → ETH, 1 USDC: a quote, the allowance (0), the approval, then the swap transaction as a preview. */
const usdcToEth = async (w: DevnetWallet) => {
  await fetchSwapTokens(w.p)
  setSwapToToken(w.p, { token: token(w, 'USDC') })
  switchSwapTokens(w.p)
  setSwapAmount(w.p, { amount: '1' })
}
const quoteFailed = (w: DevnetWallet, { error }: { error?: unknown }) => {
  expect(error).toBeInstanceOf(PorticoError)
  expect(w.p.$swap.get().status.quote).toBe('error')
}
const quoteRecovered = (w: DevnetWallet, value: unknown) => {
  expect(value).toMatchObject({ toAmount: expect.stringMatching(/^[1-9]\d*$/) })
  expect(w.p.$swap.get()).toMatchObject({ status: { quote: 'success' }, toTokenAmount: expect.stringMatching(/[1-9]/) })
  expect(w.p.$swap.get().swapTransaction?.to).toMatch(/^0x[0-9a-fA-F]{40}$/)
}

const ROWS: Row[] = [
  {
    action: 'fetchSwapTokens (the chain’s tokens)',
    path: '/v1/convert/tokens',
    run: (w) => fetchSwapTokens(w.p),
    failed(w, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(w.p.$swap.get()).toMatchObject({ tokens: [], status: { initialize: 'error' } })
    },
    recovered(w) {
      expect(w.p.$swap.get().tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
      expect(w.p.$swap.get().status.initialize).toBe('success')
    },
  },
  {
    action: 'fetchSwapTokens (token prices)',
    path: '/v1/fungible/price',
    prepare: (w) => fetchBalances(w.p), // the balances the swap also reads are loaded (and kept) already
    run: (w) => fetchSwapTokens(w.p),
    failed(w, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(w.p.$swap.get()).toMatchObject({ tokensPriceMap: {}, status: { initialize: 'error' } })
    },
    recovered(w) {
      expect(w.p.$swap.get()).toMatchObject({ networkPrice: 3000, status: { initialize: 'success' } })
    },
  },
  {
    action: 'fetchSwapGasPrice',
    path: '/v1/convert/gas-price',
    run: (w) => fetchSwapGasPrice(w.p),
    failed(w, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(w.p.$swap.get().gasPrice).toBeUndefined()
    },
    recovered(w, value) {
      expect(value).toBeGreaterThan(0n)
      expect(w.p.$swap.get().gasPrice).toBe(value)
    },
  },
  {
    action: 'fetchSwapQuote (the quote)',
    path: '/v1/convert/quotes',
    prepare: ethToDai,
    run: (w) => fetchSwapQuote(w.p),
    failed: quoteFailed,
    recovered: quoteRecovered,
  },
  {
    action: 'fetchSwapQuote (the swap transaction)',
    path: '/v1/convert/build-transaction',
    prepare: ethToDai,
    run: (w) => fetchSwapQuote(w.p),
    failed: quoteFailed,
    recovered: quoteRecovered,
  },
  {
    action: 'fetchSwapQuote (the allowance)',
    path: '/v1/convert/allowance',
    prepare: usdcToEth,
    run: (w) => fetchSwapQuote(w.p),
    failed: quoteFailed,
    recovered: quoteRecovered,
  },
  {
    action: 'fetchSwapQuote (the approval)',
    path: '/v1/convert/build-approve',
    prepare: usdcToEth,
    run: (w) => fetchSwapQuote(w.p),
    failed: quoteFailed,
    recovered(w, value) {
      quoteRecovered(w, value)
      expect(w.p.$swap.get().approvalTransaction?.data).toMatch(/^0x095ea7b3/) // approve(address,uint256)
    },
  },
  {
    action: 'registerName (a write: success only on a validated answer)',
    path: '/v1/profile/account',
    run: (w) => registerName(w.p, { name: freshName() }),
    failed(w, { error }) {
      expect(error).toMatchObject({ code: 'NAME_REGISTER_FAILED' })
      expect(w.p.$names.get().status.register).toBe('error')
      // What a UI shows: the service's reason, else the text of the code; never a status, a URL or a fetch error.
      const failure = w.p.$names.get().error
      expect(failure).toMatchObject({ code: 'NAME_REGISTER_FAILED' })
      expect(`${failure?.reason ?? ''} ${failure?.message}`).not.toMatch(/HTTP|status code|fetch|127\.0\.0\.1/)
      expect(w.p.$router.get().view).toBe('RegisterAccountName')
      expect(w.p.$account.get().profileName).toBeUndefined()
    },
    recovered(w, value) {
      expect(value).toMatch(/\.reown\.id$/)
      expect(w.p.$account.get().profileName).toBe(value)
      expect(w.p.$router.get().view).toBe('RegisterAccountNameSuccess')
    },
  },
  {
    action: 'generateOnrampUrl',
    path: '/v1/generators/onrampurl',
    run: (w) => generateOnrampUrl(w.p, { assets: ['USDC'] }),
    failed(w, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(w.p.$onramp.get()).toMatchObject({ status: { url: 'error' } })
      expect(w.p.$onramp.get().url).toBeFalsy()
    },
    recovered(w, value) {
      expect(value).toMatch(new RegExp(`^${devnet().apiUrl}/dev/checkout\\?`))
      expect(w.p.$onramp.get()).toMatchObject({ url: value, status: { url: 'success' } })
    },
  },
  {
    action: 'openSignIn (the account’s sessions)',
    path: '/v1/sessions/*',
    siwx: true,
    run: (w) => openSignIn(w.p),
    failed(w, { error }) {
      expect(error).toMatchObject({ code: 'SIWX_INIT_FAILED' })
      expect(w.p.$snackbar.get()).toMatchObject({
        open: true,
        variant: 'error',
        message: 'A problem occurred while trying initialize authentication',
      })
      expect(w.p.$siwx.get().status).not.toBe('success')
    },
    recovered(w, asked) {
      // The account's live session is read: the user is signed in, nothing more is asked.
      expect(asked).toBe(false)
      expect(w.p.$siwx.get().status).toBe('success')
    },
  },
  {
    action: 'revokeSession of the sessions API sign-in (signing out: the session stays until a revoke is answered)',
    path: () => `/v1/sessions/${devnet().accounts[ACCOUNT]!.address}/revoke`,
    prepare: () => liveSession(),
    run: () => sessionsSiwx().revokeSession(CHAIN, devnet().accounts[ACCOUNT]!.address),
    async failed(_, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(await sessionsSiwx().getSessions(CHAIN, devnet().accounts[ACCOUNT]!.address)).not.toEqual([])
    },
    async recovered() {
      expect(await sessionsSiwx().getSessions(CHAIN, devnet().accounts[ACCOUNT]!.address)).toEqual([])
    },
  },
  {
    action: 'fetchWalletImage (a list shows its placeholder, nothing is kept)',
    path: '/getWalletImage/*',
    run: (w) => fetchWalletImage(w.p, { id: 'portico-test-wallet', image_id: 'portico-test-wallet' }),
    failed(w, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(w.p.$wallets.get().images).toEqual({})
    },
    recovered(w, value) {
      expect(value).toMatch(/^blob:/)
      expect(w.p.$wallets.get().images).toEqual({ 'portico-test-wallet': value })
    },
  },
]

describe.each(ROWS)('$action', (row) => {
  it.each(FAULTS)(
    'fault %s: the failure is told, nothing is stored, and the next good call recovers',
    async (fault) => {
      const clock = manualTimers()
      const platform = { ...clock.platform, createObjectUrl: (blob: Blob) => `blob:${blob.size}` }
      const w = await devnetWallet(devnet(), ACCOUNT, row.siwx ? { siwx: sessionsSiwx() } : {}, platform)
      await row.prepare?.(w)
      const before = [...w.p.platform.store.keys()].sort()

      await failNext(typeof row.path === 'function' ? row.path() : row.path, fault)
      const outcome = await settle(row.run(w), fault)
      if (outcome.error !== undefined) expect(outcome.error).toBeInstanceOf(PorticoError)
      else expect.fail(`${row.action} resolved ${JSON.stringify(outcome.value)} on a ${fault} answer`)
      await row.failed(w, outcome)
      expect([...w.p.platform.store.keys()].sort()).toEqual(before)

      const again = await settle(row.run(w))
      expect(again.error).toBeUndefined()
      await row.recovered(w, again.value)
    },
  )
})
