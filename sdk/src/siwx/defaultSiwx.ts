import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { SIWX_MESSAGE_VERSION } from '../constants'
import { PorticoError } from '../errors'
import type { CaipNetworkId } from '../networks/types'
import { createStorage, type PorticoStorage } from '../storage/storage'
import { formatSiwxMessage } from './formatSiwxMessage'
import { isSessionCurrent } from './isSessionCurrent'
import { randomNonce } from './randomNonce'
import { SIWX_SESSIONS_KEY } from './sessionsKey'
import { siwxSessionSchema } from './sessionSchema'
import { siwxMessage } from './siwxMessage'
import type { SiwxConfig, SiwxContext, SiwxSession } from './types'
import { verifySiwxSession } from './verifySiwxSession'
import { siwxError } from './messages'
import { requestError } from '../errors/requestMessages'

/** The options of sign-in kept in the browser. */
export interface DefaultSiwxOptions {
  /** The message's domain; default the host of the app's URL (metadata.url). */
  domain?: string
  /** The message's URI; default the app's URL. */
  uri?: string
  statement?: string
  resources?: string[]
  /** How long a session lasts from its signing; default: no expiry. */
  expiresInMs?: number
  /** Sign-in is required (the modal cannot close; cancelling disconnects). Default false. */
  required?: boolean
  /** Revoke the session when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean
  /** RPC URLs by network, for smart-account checks; default the instance's networks' first HTTP URL. */
  rpcUrls?: Partial<Record<CaipNetworkId, string>>
}

/** Until `init` hands over the instance's storage and clock, sessions live in memory. */
function fallbackContext(): SiwxContext {
  const memory = new Map<string, string>()
  const storage: PorticoStorage = createStorage(
    {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
    (error) => {
      throw error
    },
  )
  return { storage, now: () => Date.now(), rpcUrl: () => undefined, networkIds: () => [], adapter: () => undefined }
}

/** The origin of a URL, or undefined when it is not one. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

/** The key of a session's signed text and signature, for the sessions verified during this page's life. */
const signedKey = (session: SiwxSession) => `${session.signature}\n${session.message}`

/**
 * The default sign-in configuration: EIP-4361 messages with a cryptographically random nonce, sessions kept in
 * the instance's storage, and every session checked before it is added and again whenever it is read:
 * - its text is the one its data gives, and its signature is the account's (eip155 with viem, smart accounts
 *   through the chain's RPC; solana with @solana/kit);
 * - it is for this app: the message's domain is the configured one and its URI has the app's origin;
 * - it is on a network the app configures, it has not expired and its not-before time has come;
 * - on add, its nonce is one this configuration issued and was not used on that network before (so a signed
 *   session cannot be replayed); one-click sign-in signs one nonce once per network.
 * Stored sessions that fail are dropped (a session planted in storage is never returned). Every refusal is a
 * PorticoError: 'The sign-in signature is not valid for …', 'This sign-in was made for … , not for this app', …;
 * a signature that needs the chain while its RPC does not answer is 'The sign-in could not be checked'.
 *
 * @example
 * createPortico({ ..., metadata: { ..., url: 'https://app.example.com' }, siwx: defaultSiwx({ expiresInMs: 86_400_000 }) })
 */
export function defaultSiwx(options: DefaultSiwxOptions = {}): SiwxConfig {
  checkParam('options', objectParam(), options)
  let context = fallbackContext()
  /** Nonces this configuration put in a message, with the networks a session already used each on. */
  const issued = new Map<string, Set<CaipNetworkId>>()
  /** Sessions whose signature was verified during this page's life (verification needs no repeating). */
  const verified = new Set<string>()

  const appUrl = () => {
    const url = options.uri ?? context.appUrl
    if (!url) throw siwxError('SIWX_INIT_FAILED', { cause: new Error('no uri: set metadata.url or the uri option') })
    return url
  }
  const appDomain = () => options.domain ?? new URL(appUrl()).host

  /** Why a well-formed session may not be used at all, checked before any signature is looked at. */
  const refusal = (session: SiwxSession) => {
    const { accountAddress: address, chainId, domain, uri } = session.data
    if (session.message !== formatSiwxMessage(session.data))
      return siwxError('SIWX_INVALID_SIGNATURE', { params: { address } })
    if (domain !== appDomain() || originOf(uri) !== originOf(appUrl()))
      return siwxError('SIWX_OTHER_APP', { params: { domain } })
    if (!context.networkIds().includes(chainId)) return siwxError('SIWX_UNKNOWN_NETWORK', { params: { chainId } })
    if (!isSessionCurrent(session, context.now())) return siwxError('SIWX_NOT_CURRENT')
    return undefined
  }

  /** The session as checked: well-formed, for this app, current, its signature the account's. */
  const checkSession = async (session: unknown): Promise<SiwxSession> => {
    const parsed = v.safeParse(siwxSessionSchema, session)
    if (!parsed.success) {
      const [issue] = parsed.issues
      throw requestError('INVALID_RESPONSE', {
        params: { field: v.getDotPath(issue) ?? 'session', reason: issue.message },
      })
    }
    const checked = parsed.output
    const refused = refusal(checked)
    if (refused) throw refused
    if (!verified.has(signedKey(checked))) {
      const { chainId } = checked.data
      const adapter = context.adapter(chainId.split(':')[0] ?? '')
      await verifySiwxSession({
        session: checked,
        adapter,
        rpcUrl: options.rpcUrls?.[chainId] ?? context.rpcUrl(chainId),
      })
      verified.add(signedKey(checked))
    }
    return checked
  }

  /** The stored sessions that still pass every check; the others are dropped from storage. */
  const readSessions = async (): Promise<SiwxSession[]> => {
    const stored = context.storage.read(SIWX_SESSIONS_KEY) ?? []
    const kept: SiwxSession[] = []
    for (const entry of stored) {
      const checked = await checkSession(entry).catch((error: unknown) => {
        if (error instanceof PorticoError && error.code === 'SIWX_CHECK_UNAVAILABLE') throw error // not a verdict
        return undefined
      })
      if (checked) kept.push(checked)
    }
    if (kept.length !== stored.length) context.storage.write(SIWX_SESSIONS_KEY, kept)
    return kept
  }
  const writeSessions = (sessions: SiwxSession[]) => context.storage.write(SIWX_SESSIONS_KEY, sessions)

  return {
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    init(given) {
      context = given
    },
    getRequired: () => options.required ?? false,

    createMessage({ accountAddress, chainId }) {
      const uri = appUrl()
      const now = context.now()
      const nonce = randomNonce()
      issued.set(nonce, new Set())
      return siwxMessage({
        accountAddress,
        chainId,
        domain: appDomain(),
        uri,
        version: SIWX_MESSAGE_VERSION,
        nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime:
          options.expiresInMs === undefined ? undefined : new Date(now + options.expiresInMs).toISOString(),
        statement: options.statement,
        resources: options.resources,
      })
    },

    async addSession(session) {
      const nonce = (session as Partial<SiwxSession> | undefined)?.data?.nonce
      const chainId = (session as Partial<SiwxSession> | undefined)?.data?.chainId
      const usedOn = nonce === undefined ? undefined : issued.get(nonce)
      if (!usedOn || !chainId || usedOn.has(chainId)) throw siwxError('SIWX_NONCE_USED')
      const checked = await checkSession(session)
      usedOn.add(checked.data.chainId)
      const { accountAddress: address } = checked.data
      const others = (await readSessions()).filter((s) => !sameAccount(s, checked.data.chainId, address))
      writeSessions([...others, checked])
    },

    async revokeSession(chainId, address) {
      // Entries that fail the schema go too; the others are kept as they are (read checks them again).
      const stored = context.storage.read(SIWX_SESSIONS_KEY) ?? []
      const wellFormed = stored.filter((s): s is SiwxSession => v.is(siwxSessionSchema, s))
      writeSessions(wellFormed.filter((s) => !sameAccount(s, chainId, address)))
    },

    async setSessions(sessions) {
      const checked: SiwxSession[] = []
      const seen = new Set<string>()
      for (const session of sessions) {
        const one = await checkSession(session)
        const use = `${one.data.chainId} ${one.data.nonce}`
        if (seen.has(use)) throw siwxError('SIWX_NONCE_USED')
        seen.add(use)
        checked.push(one)
      }
      writeSessions(checked)
    },

    async getSessions(chainId, address) {
      return (await readSessions()).filter((s) => sameAccount(s, chainId, address))
    },
  }
}
