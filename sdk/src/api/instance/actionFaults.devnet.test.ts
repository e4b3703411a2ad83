// The fault suite: every service endpoint the SDK's account, name, catalogue, on-ramp and analytics actions call, driven
// through the action that calls it, against the devnet, × {500, 403, malformed, empty, time-out}. The devnet fails
// exactly one request to the endpoint (`POST /dev/faults`, times 1); the test checks what the spec says the user
// gets (§7 "Answer and handling", §8 messages), the store's status, that nothing was cached, and that the next
// good call recovers. The time-out is the client's own (HTTP_TIMEOUT_MS, on a fake clock); nothing else is faked.
// The header form of the same faults is checked client by client in api/faults.devnet.test.ts; the supported-chains
// lookup failing in supportedChainsFailure.test.ts.
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBlockchainClient } from '../blockchain'
import { fetchActivity } from '../../account/fetchActivity'
import { fetchBalances } from '../../account/fetchBalances'
import { fetchIdentity } from '../../account/fetchIdentity'
import { fetchNativeBalance } from '../../account/fetchNativeBalance'
import { useDevnet, type DevnetFault } from '@portico-examples/test-support/devnet/useDevnet'
import { fetchWallets } from '../../catalogue/fetchWallets'
import { searchWallets } from '../../catalogue/searchWallets'
import { setCaipAddress } from '../../chains/setCaipAddress'
import { BALANCE_RETRY_GAP_MS } from '../../constants'
import { PorticoError } from '../../errors'
import type { Portico } from '../../portico/types'
import { fetchNamesForAddress } from '../../names/fetchNamesForAddress'
import { fetchNameSuggestions } from '../../names/fetchNameSuggestions'
import { fetchName } from '../../names/fetchName'
import { devnet as devnetNetwork } from '../../networks/devnet'
import { fetchOnrampOptions } from '../../onramp/fetchOnrampOptions'
import { fetchOnrampQuote } from '../../onramp/fetchOnrampQuote'
import { trackEvent } from '../../analytics/trackEvent'
import type { MemoryPlatform } from '../../platform/memoryPlatform'
import { nameCoinType } from '../../validation/nameCoinType'
import { devnetFaults } from '@portico-examples/test-support/devnet/devnetFaults'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'

const devnet = useDevnet()
const FAULTS: DevnetFault[] = ['500', '403', 'malformed', 'empty', 'timeout']
const CHAIN = devnetNetwork.caipNetworkId

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true }))
afterEach(() => void vi.useRealTimers())

const address = () => devnet().accounts[0]!.address
/** A name registered on the devnet before the suite (as a user would have). */
const registered = 'fault-suite.reown.id'

beforeAll(async () => {
  const owner = privateKeyToAccount(devnet().accounts[4]!.privateKey)
  const message = JSON.stringify({ name: registered, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  await createBlockchainClient({ baseUrl: devnet().apiUrl, projectId: devnet().projectId }).registerName({
    coin_type: nameCoinType(devnetNetwork.id as number),
    address: owner.address,
    message,
    signature: await owner.signMessage({ message }),
  })
})

function connected(): Portico & { platform: MemoryPlatform } {
  const p = testPortico({ ...servicesAt({ url: devnet().apiUrl }), projectId: devnet().projectId })
  setCaipAddress(p, `${CHAIN}:${address()}`, 'eip155')
  return p
}

const { failNext, settle } = devnetFaults(() => devnet().apiUrl)

const storedKeys = (p: Portico & { platform: MemoryPlatform }) => [...p.platform.store.keys()].sort()

interface Row {
  action: string
  path: () => string
  run(p: Portico): Promise<unknown>
  /** What the user sees and the store holds after the failure. */
  failed(p: Portico, outcome: { value?: unknown; error?: unknown }, fault: DevnetFault): void
  /** What the next good call gives. */
  recovered(p: Portico, value: unknown): void
  /** A wait the spec puts before asking again (the balance retry gap). */
  retryAfterMs?: number
}

const ROWS: Row[] = [
  {
    action: 'fetchBalances',
    path: () => `/v1/account/${address()}/balance`,
    run: (p) => fetchBalances(p),
    failed(p, { error }) {
      expect(error).toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE', message: 'Token Balance Unavailable' })
      expect(p.$balances.get().status).toBe('error')
      expect(p.$snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
    },
    recovered(p) {
      expect(p.$balances.get()).toMatchObject({ status: 'success' })
      expect(p.$balances.get().balances.map((b) => b.symbol)).toContain('ETH')
    },
    retryAfterMs: BALANCE_RETRY_GAP_MS,
  },
  {
    action: 'fetchActivity',
    path: () => `/v1/account/${address()}/history`,
    run: (p) => fetchActivity(p),
    failed(p, { error }) {
      expect(error).toMatchObject({ code: 'TRANSACTIONS_FETCH_FAILED', message: 'Failed to fetch transactions' })
      expect(p.$activity.get()).toMatchObject({ status: 'error', empty: true, next: undefined })
      expect(p.$snackbar.get()).toMatchObject({ open: true, message: 'Failed to fetch transactions' })
    },
    recovered(p) {
      expect(p.$activity.get().status).toBe('success')
    },
  },
  {
    action: 'fetchIdentity',
    path: () => `/v1/identity/${address()}`,
    run: (p) => fetchIdentity(p),
    failed(p, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(p.$account.get().profileName).toBeUndefined()
    },
    recovered(_p, value) {
      expect(value).toMatchObject({ name: expect.toSatisfy((n: unknown) => n === null || typeof n === 'string') })
    },
  },
  {
    action: 'fetchNativeBalance (RPC proxy)',
    path: () => '/v1',
    run: (p) => fetchNativeBalance(p),
    failed(p, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(p.$account.get().balance).toBeUndefined()
    },
    recovered(p) {
      expect(Number(p.$account.get().balance)).toBeGreaterThan(0)
    },
  },
  {
    action: 'fetchName',
    path: () => '/v1/profile/account/*',
    run: (p) => fetchName(p, { name: registered }),
    failed(p, { error }) {
      expect(error).toMatchObject({ code: 'NAME_RESOLVE_FAILED' })
      expect(p.$names.get()).toMatchObject({
        status: { resolve: 'error' },
        error: { code: 'NAME_RESOLVE_FAILED', message: 'Error resolving name' },
      })
    },
    recovered(p, value) {
      expect(p.$names.get().status.resolve).toBe('success')
      expect(value).toMatchObject({ name: registered })
    },
  },
  {
    action: 'fetchNameSuggestions',
    path: () => '/v1/profile/suggestions/*',
    run: (p) => fetchNameSuggestions(p, { name: 'portico' }),
    failed(p, { error }) {
      expect(error).toMatchObject({ code: 'NAME_SUGGESTIONS_FAILED' })
      expect(p.$names.get()).toMatchObject({
        status: { suggestions: 'error' },
        error: { code: 'NAME_SUGGESTIONS_FAILED', message: 'Error fetching name suggestions' },
      })
    },
    recovered(_, value) {
      expect(Array.isArray(value)).toBe(true)
    },
  },
  {
    action: 'fetchNamesForAddress',
    path: () => '/v1/profile/reverse/*',
    run: (p) => fetchNamesForAddress(p, { address: address() }),
    failed(p, { error }) {
      expect(error).toMatchObject({ code: 'NAMES_FOR_ADDRESS_FAILED' })
      expect(p.$names.get().error).toMatchObject({
        code: 'NAMES_FOR_ADDRESS_FAILED',
        message: 'Error fetching names for address',
      })
    },
    recovered(_, value) {
      expect(Array.isArray(value)).toBe(true)
    },
  },
  {
    action: 'fetchWallets',
    path: () => '/getWallets',
    run: (p) => fetchWallets(p, { page: 1 }),
    failed(p, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(p.$wallets.get()).toMatchObject({ status: { page: 'error' }, wallets: [], page: 0 })
    },
    recovered(p) {
      expect(p.$wallets.get().wallets.length).toBeGreaterThan(0)
    },
  },
  {
    action: 'searchWallets',
    path: () => '/getWallets',
    run: (p) => searchWallets(p, { search: 'portico' }),
    failed(p, { error }) {
      expect(error).toBeInstanceOf(PorticoError)
      expect(p.$wallets.get()).toMatchObject({ status: { search: 'error' }, search: [] })
    },
    recovered(p) {
      expect(p.$wallets.get().search.map((w) => w.name)).toContain('Portico Test Wallet')
    },
  },
  {
    action: 'trackEvent (POST /e: best effort; a 403 is the allowlist alert, once)',
    path: () => '/e',
    run: (p) => trackEvent(p, { event: 'MODAL_OPEN' }),
    failed(p, { value, error }, fault) {
      expect(error).toBeUndefined()
      // Only a validated answer counts as sent: an empty 200 is not one, nor is any other fault.
      expect(value).toBe(false)
      // Only a 403 means the origin is not on the project's allowlist.
      expect(p.$alert.get()).toMatchObject(
        fault === '403'
          ? { open: true, message: 'Origin not found on Allowlist, update configuration' }
          : { open: false },
      )
    },
    recovered(_, value) {
      expect(value).toBe(true)
    },
  },
  {
    action: 'trackEvent (GET /getAnalyticsConfig: on error analytics is off, for the instance)',
    path: () => '/getAnalyticsConfig',
    run: (p) => trackEvent(p, { event: 'MODAL_OPEN' }),
    failed(_, { value, error }) {
      expect(error).toBeUndefined()
      expect(value).toBe(false)
    },
    recovered(_, value) {
      // The spec turns analytics off when the switch cannot be read: nothing is sent by this instance.
      expect(value).toBe(false)
    },
  },
  {
    action: 'fetchOnrampOptions (the spec falls back to its sample)',
    path: () => '/v1/onramp/options',
    run: (p) => fetchOnrampOptions(p),
    failed(_p, { value, error }) {
      expect(error).toBeUndefined()
      expect((value as { paymentCurrencies: { id: string }[] }).paymentCurrencies.map((c) => c.id)).toEqual([
        'USD',
        'EUR',
      ])
    },
    recovered(_, value) {
      expect((value as { paymentCurrencies: unknown[] }).paymentCurrencies.length).toBeGreaterThan(0)
    },
  },
  {
    action: 'fetchOnrampQuote (the spec falls back to a quote echoing the amount)',
    path: () => '/v1/onramp/quote',
    run: (p) =>
      fetchOnrampQuote(p, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '70', network: 'ethereum' }),
    failed(_p, { value, error }) {
      expect(error).toBeUndefined()
      expect(value).toMatchObject({ paymentTotal: { amount: '70', currency: 'USD' } })
    },
    recovered(_, value) {
      expect(value).toMatchObject({ paymentTotal: { currency: 'USD' } })
    },
  },
]

describe.each(ROWS)('$action', (row) => {
  it.each(FAULTS)('fault %s: the spec’s handling, nothing cached, and the next good call recovers', async (fault) => {
    const p = connected()
    const before = storedKeys(p)
    await failNext(row.path(), fault)
    const outcome = await settle(row.run(p), fault)
    if (outcome.error !== undefined) expect(outcome.error).toBeInstanceOf(PorticoError)
    row.failed(p, outcome, fault)
    expect(storedKeys(p)).toEqual(before)

    if (row.retryAfterMs) vi.advanceTimersByTime(row.retryAfterMs)
    const again = await settle(row.run(p), 'empty')
    expect(again.error).toBeUndefined()
    row.recovered(p, again.value)
  })
})
