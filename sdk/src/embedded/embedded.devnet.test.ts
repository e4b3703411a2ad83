// The embedded wallet end to end in Node: the SDK's frame client talks to the devnet frame page's own protocol
// logic (in-process transport, see testing/inProcessFrame.ts), which talks to the real frame backend over HTTP,
// with its real mailbox and a real chain (the devnet's anvil). Names go to the devnet's real API server.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, formatEther, getAddress, http, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFrameServer, type FrameServer, type Mail } from '@portico-examples/devnet/frame'
import { fetchBalances } from '../account/fetchBalances'
import { fetchIdentity } from '../account/fetchIdentity'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { updateAccountState } from '../chains/updateAccountState'
import { getConnectedProvider } from '../connect/getConnectedProvider'
import { connectionAccountTypes } from '../connect/connectionAccountTypes'
import { connect } from '../connect/connect'
import { reconnect } from '../connect/reconnect'
import { switchNetwork } from '../chains/switchNetwork'
import { devnet as devnetOne, devnetTwo } from '../networks/devnet'
import { withRpcUrl } from '../networks/withRpcUrl'
import { NAME_ZONE, STORAGE_PREFIX } from '../constants'
import { open } from '../modal/open'
import { registerName } from '../names/registerName'
import { STORAGE_KEYS } from '../storage/keys'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { connectDevice } from './connectDevice'
import { connectEmail } from './connectEmail'
import { connectFarcaster } from './connectFarcaster'
import { connectOtp } from './connectOtp'
import { connectSocial } from './connectSocial'
import { fetchFarcasterUri } from './fetchFarcasterUri'
import { fetchSocialRedirectUri } from './fetchSocialRedirectUri'
import { isConnected } from './isConnected'
import { setPreferredAccount } from './setPreferredAccount'
import { signOut } from './signOut'
import { updateEmail } from './updateEmail'
import { updateEmailPrimaryOtp } from './updateEmailPrimaryOtp'
import { updateEmailSecondaryOtp } from './updateEmailSecondaryOtp'
import { EMBEDDED_KEYS } from './storageKeys'
import { embeddedPortico } from '@portico-examples/test-support/portico/embeddedPortico'
import {
  APP_ORIGIN,
  inProcessFrames,
  type InProcessFrameOptions,
} from '@portico-examples/test-support/devnet/inProcessFrame'
import { ProviderRpcError } from './providerRpcError'
import { socialLogin } from './socialLogin'
import { openSocialPopup } from '../socials/openSocialPopup'
import type { MemoryWindow } from '../platform/memoryPlatform'
import { isUserRejection } from '../errors/isUserRejection'
import { isUserRejection as isSiwxUserRejection } from '../errors/isUserRejection'
import { signMessage } from '../eip155/actions'

const TIMEOUT_MS = 30_000
const devnet = useDevnet()
let frameServer: FrameServer
let frameDir = ''
beforeAll(async () => {
  frameDir = mkdtempSync(join(tmpdir(), 'portico-embedded-'))
  frameServer = await startFrameServer({ port: 0, rpcUrls: devnet().rpcUrls, dataDir: frameDir, quiet: true })
}, TIMEOUT_MS)
afterAll(async () => {
  await frameServer?.stop()
  rmSync(frameDir, { recursive: true, force: true })
})
afterEach(() => void vi.useRealTimers())

let nextUser = 0
/** A fresh e-mail address per test (the backend keeps one wallet per address). */
function freshEmail(): string {
  nextUser += 1
  return `user${nextUser}-${Date.now()}@example.com`
}

function portico(frames = inProcessFrames(), stored?: ReadonlyMap<string, string>, server = frameServer) {
  return embeddedPortico({
    frameUrl: server.url,
    rpcUrl: devnet().rpcUrls[31337],
    apiUrl: devnet().apiUrl,
    frames,
    ...(stored && { stored }),
  })
}

async function mails(email: string, server = frameServer): Promise<Mail[]> {
  const response = await fetch(`${server.mailboxUrl}?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Mail[]
}

/** Signs in by e-mail as a user would: new device → the mailed approval link → the mailed code. */
async function logIn(email = freshEmail(), frameOptions: InProcessFrameOptions = {}, server = frameServer) {
  const setup = portico(inProcessFrames(frameOptions), undefined, server)
  expect(await connectEmail(setup.p, { email })).toBe('VERIFY_DEVICE')
  const device = connectDevice(setup.p)
  const link = (await mails(email, server))[0]?.link
  expect((await fetch(link!)).ok).toBe(true)
  await device
  const code = (await mails(email, server))[0]?.code
  await connectOtp(setup.p, { otp: code! })
  return { ...setup, email }
}

describe('e-mail login', () => {
  it(
    'new device → approval link → mailed code → connected, with the embedded user session on the account',
    async () => {
      const email = freshEmail()
      const { p, frames, platform } = portico()
      open(p)
      expect(await connectEmail(p, { email })).toBe('VERIFY_DEVICE')
      expect(p.$router.get()).toMatchObject({ view: 'EmailVerifyDevice', data: { email } })

      const device = connectDevice(p)
      const mail = (await mails(email))[0]
      expect(mail?.subject).toBe('Approve your new device')
      await fetch(mail!.link!)
      await device
      expect(p.$router.get()).toMatchObject({ view: 'EmailVerifyOtp', data: { email } })

      const code = (await mails(email))[0]?.code
      expect(code).toMatch(/^\d{6}$/)
      await expect(
        connectOtp(p, { otp: '000000'.replace(/./g, (_, i: number) => String((Number(code![i]) + 1) % 10)) }),
      ).rejects.toMatchObject({ code: 'INVALID_OTP', message: 'Invalid code' })
      const result = await connectOtp(p, { otp: code! })

      const account = p.$account.get()
      const smart = account.user?.accounts?.find((a) => a.type === 'smartAccount')
      const eoa = account.user?.accounts?.find((a) => a.type === 'eoa')
      expect(account).toMatchObject({
        status: 'connected',
        address: smart?.address,
        caipAddress: `eip155:31337:${smart?.address}`,
        preferredAccountType: 'smartAccount',
        user: { email, chainId: 31337, preferredAccountType: 'smartAccount' },
      })
      expect(account.allAccounts.map((a) => a.type).sort()).toEqual(['eoa', 'smartAccount'])
      // A list of wallets can say which of its accounts is which.
      expect(connectionAccountTypes(p).get()).toEqual({
        'eip155:embeddedWallet': { [smart!.address]: 'smartAccount', [eoa!.address]: 'eoa' },
      })
      expect(eoa?.address).toBe(getAddress(eoa!.address))
      expect(result).toMatchObject({ namespace: 'eip155', connectorId: 'embeddedWallet', address: smart?.address })
      expect(p.$modal.get().open).toBe(false)
      expect(p.storage.read(EMBEDDED_KEYS.loginUsed)).toBe(true)
      expect(frames.created).toHaveLength(1)
      await vi.waitFor(() =>
        expect(p.$chains.get().eip155?.networkState.smartAccountEnabledNetworks).toEqual([31337, 31338]),
      )
      expect(platform.store.get(`${STORAGE_PREFIX}eip155:connected_connector_id`)).toBe('"embeddedWallet"')
    },
    TIMEOUT_MS,
  )

  it(
    'on a page loaded again, the frame is created at start and the session reconnects without a prompt',
    async () => {
      const first = await logIn()
      const again = portico(first.frames, first.platform.store)
      expect(first.frames.created).toHaveLength(1)
      const reconnected = reconnect(again.p)
      expect(first.frames.created).toHaveLength(2)
      expect(await reconnected).toEqual(['eip155'])
      expect(again.p.$account.get()).toMatchObject({ status: 'connected', address: first.p.$account.get().address })
      expect(again.p.$account.get().user?.email).toBe(first.email)
    },
    TIMEOUT_MS,
  )
})

describe('RPC through the embedded wallet', () => {
  it(
    'personal_sign shows ApproveTransaction and the frame, pops them once answered; the signature verifies',
    async () => {
      const seen: { view: string; shown: boolean | undefined }[] = []
      let watch = () => undefined as undefined
      const { p, frames } = await logIn(freshEmail(), {
        confirm: async () => {
          watch()
          return true
        },
      })
      watch = () => void seen.push({ view: p.$router.get().view, shown: frames.created[0]?.shown })
      await setPreferredAccount(p, { accountType: 'eoa' })
      const address = p.$account.get().address as `0x${string}`
      open(p, { view: 'Account' })
      const provider = getConnectedProvider(p, { namespace: 'eip155' })
      const signature = (await provider.request({
        method: 'personal_sign',
        params: [toHex('hello portico'), address],
      })) as `0x${string}`
      expect(seen).toEqual([{ view: 'ApproveTransaction', shown: true }])
      expect(p.$router.get()).toMatchObject({ view: 'Account', transactionStack: [] })
      expect(frames.created[0]?.shown).toBe(false)
      expect(await verifyMessage({ address, message: 'hello portico', signature })).toBe(true)
    },
    TIMEOUT_MS,
  )

  it(
    'a Reject in the frame is the EIP-1193 error 4001 (user rejected), which isUserRejection recognises',
    async () => {
      const { p } = await logIn(freshEmail(), { confirm: async () => false })
      const provider = getConnectedProvider(p, { namespace: 'eip155' })
      const error = await provider
        .request({ method: 'personal_sign', params: [toHex('no'), p.$account.get().address] })
        .then(
          () => undefined,
          (failure: unknown) => failure,
        )
      expect(error).toBeInstanceOf(ProviderRpcError)
      expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
      expect(isUserRejection(error)).toBe(true)
      expect(isSiwxUserRejection(error)).toBe(true)
      // The modal says so: the frame hid at once, so the user would otherwise see nothing happen.
      expect(p.$snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'User rejected the request' })
      // Through viem (an SDK action): the wrapped failure is still a rejection.
      const signing = await signMessage(p, { message: 'no' }).then(
        () => undefined,
        (failure: unknown) => failure,
      )
      expect(isSiwxUserRejection(signing)).toBe(true)
    },
    TIMEOUT_MS,
  )

  it(
    'a failure that is not a Reject keeps its own message and is no rejection',
    async () => {
      const { p } = await logIn()
      const provider = getConnectedProvider(p, { namespace: 'eip155' })
      const error = await provider
        .request({
          method: 'eth_sendTransaction',
          params: [{ from: p.$account.get().address, to: '0xnot-an-address' }],
        })
        .then(
          () => undefined,
          (failure: unknown) => failure,
        )
      expect(error).toBeInstanceOf(Error)
      expect(error).not.toBeInstanceOf(ProviderRpcError)
      expect(isUserRejection(error)).toBe(false)
    },
    TIMEOUT_MS,
  )

  it(
    'a rejected request fails and still pops ApproveTransaction (the modal opened for it closes)',
    async () => {
      const { p } = await logIn(freshEmail(), { confirm: async () => false })
      const provider = getConnectedProvider(p, { namespace: 'eip155' })
      const request = provider.request({ method: 'personal_sign', params: [toHex('no'), p.$account.get().address] })
      expect(p.$modal.get().open).toBe(false)
      await expect(request).rejects.toThrow('User rejected the request')
      expect(p.$modal.get().open).toBe(false)
      expect(p.$router.get().view).not.toBe('ApproveTransaction')
    },
    TIMEOUT_MS,
  )

  it(
    "reads straight through and refuses a method in neither group with 'Requested RPC call is not allowed'",
    async () => {
      const { p, frames } = await logIn()
      const provider = getConnectedProvider(p, { namespace: 'eip155' })
      expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
      expect(p.$router.get().view).not.toBe('ApproveTransaction')
      const before = frames.created[0]!.posted.length
      await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toThrow(
        'Requested RPC call is not allowed',
      )
      expect(frames.created[0]!.posted).toHaveLength(before)
    },
    TIMEOUT_MS,
  )

  it(
    'refuses a batched call whose to or data does not start with 0x before asking the frame (spec §5)',
    async () => {
      const { p, frames } = await logIn()
      const provider = getConnectedProvider(p, { namespace: 'eip155' })
      const from = p.$account.get().address
      const before = frames.created[0]!.posted.length
      for (const calls of [
        [{ to: 'dead', data: '0x' }],
        [{ to: '0x000000000000000000000000000000000000dEaD', data: 'abcd' }],
        [],
      ]) {
        const request = provider.request({
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x7a69', from, calls }],
        })
        await expect(request).rejects.toMatchObject({ code: 'INVALID_REQUEST', params: { field: 'calls' } })
      }
      expect(frames.created[0]!.posted).toHaveLength(before)
      expect(p.$router.get().view).not.toBe('ApproveTransaction')
    },
    TIMEOUT_MS,
  )
})

describe('network switch', () => {
  it(
    'switches the frame with the app: the account and the wallet follow to the other chain',
    async () => {
      const one = withRpcUrl(devnetOne, devnet().rpcUrls[31337])
      const two = withRpcUrl(devnetTwo, devnet().rpcUrls[31338])
      const email = freshEmail()
      const setup = embeddedPortico({
        frameUrl: frameServer.url,
        frames: inProcessFrames(),
        options: {
          networks: [one, two],
          customRpcUrls: {
            [one.caipNetworkId]: [{ url: one.rpcUrls.default.http[0]! }],
            [two.caipNetworkId]: [{ url: two.rpcUrls.default.http[0]! }],
          },
        },
      })
      const { p } = setup
      await connectEmail(p, { email })
      const device = connectDevice(p)
      await fetch((await mails(email))[0]!.link!)
      await device
      await connectOtp(p, { otp: (await mails(email))[0]!.code! })
      const address = p.$account.get().address

      await switchNetwork(p, { network: two })
      expect(p.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:31338')
      expect(p.$account.get().caipAddress).toBe(`eip155:31338:${address}`)
      expect(await getConnectedProvider(p, { namespace: 'eip155' }).request({ method: 'eth_chainId' })).toBe('0x7a6a')
    },
    TIMEOUT_MS,
  )
})

describe('e-mail update', () => {
  it(
    'a code to the current address, then one to the new address; the account shows the new e-mail',
    async () => {
      const { p } = await logIn()
      const newEmail = freshEmail()
      await expect(updateEmail(p, { email: newEmail })).rejects.toThrow(/^Please try again after \d+ seconds$/)
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 })
      expect(await updateEmail(p, { email: newEmail })).toBe('VERIFY_PRIMARY_OTP')
      expect(p.$router.get()).toMatchObject({ view: 'UpdateEmailPrimaryOtp', data: { newEmail } })
      const current = p.$account.get().user!.email!
      expect(await updateEmailPrimaryOtp(p, { otp: (await mails(current))[0]!.code! })).toBe('VERIFY_SECONDARY_OTP')
      expect(p.$router.get().view).toBe('UpdateEmailSecondaryOtp')
      expect(await updateEmailSecondaryOtp(p, { otp: (await mails(newEmail))[0]!.code! })).toBe(newEmail)
      expect(p.$account.get().user?.email).toBe(newEmail)
      expect(p.$router.get().view).toBe('Account')
    },
    TIMEOUT_MS,
  )
})

describe('account types', () => {
  it(
    'switches between the smart account and the eoa, stored for eip155',
    async () => {
      const { p } = await logIn()
      const accounts = p.$account.get().user!.accounts!
      const eoa = accounts.find((a) => a.type === 'eoa')!.address
      const smart = accounts.find((a) => a.type === 'smartAccount')!.address
      expect(p.$account.get().address).toBe(smart)
      await setPreferredAccount(p, { accountType: 'eoa' })
      expect(p.$account.get()).toMatchObject({
        address: eoa,
        preferredAccountType: 'eoa',
        caipAddress: `eip155:31337:${eoa}`,
      })
      expect(p.storage.read(STORAGE_KEYS.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
      await setPreferredAccount(p, { accountType: 'smartAccount' })
      expect(p.$account.get()).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    },
    TIMEOUT_MS,
  )
})

describe('balances from the embedded wallet (spec §5)', () => {
  it(
    "come from the wallet's own assets (wallet_getAssets), as the chain holds them",
    async () => {
      const { p, frames } = await logIn()
      const address = p.$account.get().address as `0x${string}`
      const chain = createPublicClient({ transport: http(devnet().rpcUrls[31337]) })
      const balances = await fetchBalances(p)
      const asked = frames.created.flatMap((frame) =>
        frame.posted.map(({ message }) => (message as { payload?: { method?: string } }).payload?.method),
      )
      expect(asked).toContain('wallet_getAssets')
      const numeric = formatEther(await chain.getBalance({ address }))
      expect(balances).toEqual([
        {
          name: 'Devnet Ether',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          value: Number(numeric) * 3000,
          price: 3000,
          quantity: { decimals: '18', numeric },
          iconUrl: '',
        },
      ])
    },
    TIMEOUT_MS,
  )
})

describe('smart accounts only on the networks the frame lists as enabled (spec §6)', () => {
  // A frame whose smart accounts exist on the second devnet chain only; the app is on the first.
  let narrow: FrameServer
  let narrowDir = ''
  beforeAll(async () => {
    narrowDir = mkdtempSync(join(tmpdir(), 'portico-embedded-narrow-'))
    narrow = await startFrameServer({
      port: 0,
      rpcUrls: devnet().rpcUrls,
      smartAccountChainIds: [31338],
      dataDir: narrowDir,
      quiet: true,
    })
  }, TIMEOUT_MS)
  afterAll(async () => {
    await narrow?.stop()
    rmSync(narrowDir, { recursive: true, force: true })
  })

  it(
    'logs in with the eoa, and never asks the frame for a smart account on a network it does not list',
    async () => {
      const { p, frames } = await logIn(freshEmail(), {}, narrow)
      expect(p.$chains.get().eip155?.networkState.smartAccountEnabledNetworks).toEqual([31338])
      const eoa = p.$account.get().user!.accounts!.find((a) => a.type === 'eoa')!.address
      expect(p.$account.get()).toMatchObject({ address: eoa, caipAddress: `eip155:31337:${eoa}` })

      await expect(setPreferredAccount(p, { accountType: 'smartAccount' })).rejects.toMatchObject({
        code: 'UNSUPPORTED_CHAIN',
        params: { network: 'eip155:31337' },
      })
      const asked = frames.created.flatMap((frame) =>
        frame.posted.map(({ message }) => (message as { type?: string }).type),
      )
      expect(asked).not.toContain('@w3m-app/SET_PREFERRED_ACCOUNT')
      expect(p.$account.get()).toMatchObject({ address: eoa, caipAddress: `eip155:31337:${eoa}` })
      expect(p.storage.read(STORAGE_KEYS.preferredAccountTypes)?.eip155).not.toBe('smartAccount')
    },
    TIMEOUT_MS,
  )
})

describe('sign-out', () => {
  it(
    'disconnects, ends the frame session and clears the cached login data',
    async () => {
      const { p } = await logIn()
      await signOut(p)
      expect(p.$account.get().status).toBe('disconnected')
      expect(p.$account.get().address).toBeUndefined()
      expect(p.storage.read(EMBEDDED_KEYS.loginUsed)).toBeUndefined()
      expect(await isConnected(p)).toBe(false)
    },
    TIMEOUT_MS,
  )
})

describe('social and Farcaster login', () => {
  it(
    'social: the consent page opens through the platform; its redirect URI connects',
    async () => {
      const { p, platform } = portico()
      const uri = await fetchSocialRedirectUri(p, { provider: 'github' })
      expect(platform.openedLinks).toEqual([{ url: uri, target: 'popupWindow' }])
      expect(p.$router.get().view).toBe('ConnectingSocial')
      const state = new URL(uri).searchParams.get('state')!
      const decision = await fetch(`${frameServer.url}/social/consent`, {
        method: 'POST',
        body: new URLSearchParams({ state, decision: 'approve', userName: 'octo' }),
        redirect: 'manual',
      })
      await connectSocial(p, { uri: decision.headers.get('location')! })
      expect(p.$account.get()).toMatchObject({
        status: 'connected',
        socialProvider: 'github',
        user: { userName: 'octo' },
      })
    },
    TIMEOUT_MS,
  )

  /** Plays the user on the devnet consent page: Approve (as `userName`) or Deny; returns where it redirects. */
  async function decide(consentUri: string, decision: 'approve' | 'deny', userName = 'octo'): Promise<string> {
    const state = new URL(consentUri).searchParams.get('state')!
    const answer = await fetch(`${frameServer.url}/social/consent`, {
      method: 'POST',
      body: new URLSearchParams({ state, decision, userName }),
      redirect: 'manual',
    })
    return answer.headers.get('location')!
  }

  /**
   * What the callback page's script does in a browser: posts `{ resultUri }` (its address) to the app that opened
   * the window, from the secure site's origin. The page is fetched first: it must exist and name the app.
   */
  async function callbackPosts(popup: MemoryWindow, callbackUri: string) {
    expect(await (await fetch(callbackUri)).text()).toContain(`data-app-origin="${APP_ORIGIN}"`)
    popup.post({ resultUri: callbackUri }, frameServer.url)
  }

  /** The consent page the social login sent its popup to (once it did). */
  async function consentPage(popup: MemoryWindow): Promise<string> {
    await vi.waitFor(() => expect(popup.navigations).toHaveLength(1), { timeout: TIMEOUT_MS })
    return popup.navigations[0]!
  }

  it(
    'socialLogin: the popup goes to the consent page; once the secure site posts the approval, it closes and the wallet connects',
    async () => {
      const { p, platform } = portico()
      const popup = openSocialPopup(p)
      const login = socialLogin(p, { provider: 'github', popup, preferredAccountType: 'eoa' })
      const window = platform.openedWindows[0]!
      const consent = await consentPage(window)
      expect(consent).toMatch(new RegExp(`^${frameServer.url}/social/consent\\?provider=github&state=`))
      const back = await decide(consent, 'approve')
      expect(`${new URL(back).origin}${new URL(back).pathname}`).toBe(`${frameServer.url}/social/callback`)
      await callbackPosts(window, back)
      await login
      expect(window.isClosed()).toBe(true)
      const account = p.$account.get()
      expect(account).toMatchObject({
        status: 'connected',
        socialProvider: 'github',
        preferredAccountType: 'eoa',
        user: { userName: 'octo' },
      })
      expect(account.address).toBe(account.user?.accounts?.find((a) => a.type === 'eoa')?.address)
    },
    TIMEOUT_MS,
  )

  it(
    "socialLogin: a Deny on the consent page fails with 'Social login was denied'; nothing connects",
    async () => {
      const { p, platform } = portico()
      const login = socialLogin(p, { provider: 'google', popup: openSocialPopup(p) })
      const window = platform.openedWindows[0]!
      await callbackPosts(window, await decide(await consentPage(window), 'deny'))
      await expect(login).rejects.toThrow('Social login was denied')
      expect(window.isClosed()).toBe(true)
      expect(p.$account.get().status).not.toBe('connected')
    },
    TIMEOUT_MS,
  )

  it(
    'socialLogin: the user closing the popup fails with a clear message; nothing connects',
    async () => {
      const { p, platform } = portico()
      const login = socialLogin(p, { provider: 'github', popup: openSocialPopup(p) })
      const window = platform.openedWindows[0]!
      await consentPage(window)
      window.close()
      await expect(login).rejects.toThrow('The sign-in window was closed before the sign-in finished')
      expect(p.$account.get().status).not.toBe('connected')
    },
    TIMEOUT_MS,
  )

  it(
    'socialLogin: an abort stops the wait and leaves the popup to the caller, who can hand it to a new login (React runs effects twice)',
    async () => {
      const { p, platform } = portico()
      const popup = openSocialPopup(p)
      const first = new AbortController()
      const aborted = socialLogin(p, { provider: 'github', popup, signal: first.signal })
      first.abort()
      await expect(aborted).rejects.toThrow('Request was aborted')
      expect(popup?.isClosed()).toBe(false)

      const login = socialLogin(p, { provider: 'github', popup })
      const window = platform.openedWindows[0]!
      await callbackPosts(window, await decide(await consentPage(window), 'approve', 'twice'))
      await login
      expect(window.isClosed()).toBe(true)
      expect(p.$account.get()).toMatchObject({ status: 'connected', user: { userName: 'twice' } })
    },
    TIMEOUT_MS,
  )

  it('socialLogin: a blocked popup fails at once, asking to allow pop-ups; no frame is needed for that', async () => {
    const { p, platform, frames } = portico()
    platform.setPopupsBlocked(true)
    await expect(socialLogin(p, { provider: 'github', popup: openSocialPopup(p) })).rejects.toThrow(
      'The browser blocked the sign-in window: allow pop-ups for this site and try again',
    )
    expect(frames.created).toEqual([])
  })

  it(
    'Farcaster: the approval URL is on the account state for the QR code; approving it connects',
    async () => {
      const { p } = portico()
      const url = await fetchFarcasterUri(p)
      expect(p.$account.get().farcasterUrl).toBe(url)
      expect(p.$router.get().view).toBe('ConnectingFarcaster')
      const connected = connectFarcaster(p)
      const channel = new URL(url).searchParams.get('channel')!
      await fetch(`${frameServer.url}/farcaster/approve`, {
        method: 'POST',
        body: new URLSearchParams({ channel, userName: 'farcaster-fan' }),
        redirect: 'manual',
      })
      await connected
      expect(p.$account.get()).toMatchObject({
        status: 'connected',
        farcasterUrl: undefined,
        user: { userName: 'farcaster-fan' },
      })
    },
    TIMEOUT_MS,
  )
})

describe('name registration', () => {
  it(
    'registers a name signed by the embedded smart account; it then shows as the profile name',
    async () => {
      const { p } = await logIn()
      const label = `emb${Date.now().toString(36)}`
      open(p, { view: 'RegisterAccountName' })
      expect(await registerName(p, { name: label })).toBe(`${label}.${NAME_ZONE}`)
      expect(p.$router.get().view).toBe('RegisterAccountNameSuccess')
      expect(p.$account.get().profileName).toBe(`${label}.${NAME_ZONE}`)

      updateAccountState(p, { profileName: undefined }, 'eip155')
      await fetchIdentity(p)
      expect(p.$account.get().profileName).toBe(`${label}.${NAME_ZONE}`)
    },
    TIMEOUT_MS,
  )

  it(
    "goes back to RegisterAccountName with 'Error registering name {name}' for an invalid name",
    async () => {
      const { p } = await logIn()
      open(p, { view: 'RegisterAccountName' })
      await expect(registerName(p, { name: 'ab' })).rejects.toThrow(`Error registering name ab.${NAME_ZONE}`)
      expect(p.$router.get().view).toBe('RegisterAccountName')
      expect(p.$names.get().error).toMatchObject({
        code: 'NAME_REGISTER_FAILED',
        message: `Error registering name ab.${NAME_ZONE}`,
        reason: undefined,
      })
    },
    TIMEOUT_MS,
  )

  it(
    "works with any connected eip155 wallet; a refusal shows the service's first reason",
    async () => {
      const { p, platform } = embeddedPortico({
        frameUrl: frameServer.url,
        rpcUrl: devnet().rpcUrls[31337],
        apiUrl: devnet().apiUrl,
        options: { enableEIP6963: true },
      })
      const wallet = privateKeyProvider({
        privateKey: devnet().accounts[5]!.privateKey,
        chains: [{ chainId: 31337, rpcUrl: devnet().rpcUrls[31337] }],
      })
      wallet.announce(platform.events)
      await reconnect(p)
      await connect(p, { connector: 'org.portico.testwallet' })
      const label = `inj${Date.now().toString(36)}`
      expect(await registerName(p, { name: label })).toBe(`${label}.${NAME_ZONE}`)
      expect(p.$account.get().profileName).toBe(`${label}.${NAME_ZONE}`)

      await expect(registerName(p, { name: label })).rejects.toThrow(`Error registering name ${label}.${NAME_ZONE}`)
      expect(p.$names.get().error).toMatchObject({
        code: 'NAME_REGISTER_FAILED',
        reason: `The name ${label}.${NAME_ZONE} is already registered`,
      })
      expect(p.$router.get().view).toBe('RegisterAccountName')
    },
    TIMEOUT_MS,
  )
})
