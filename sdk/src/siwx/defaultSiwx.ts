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
  return { storage, now: () => Date.now(), rpcUrl: () => undefined }
}

const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

/**
 * The default sign-in configuration: EIP-4361 messages with a cryptographically random nonce, sessions kept in
 * the instance's storage (each entry checked on read, corrupt ones dropped), expired sessions ignored, and every
 * session verified before it is added (eip155 with viem, including smart accounts through the chain's RPC;
 * solana with @solana/kit). A session whose text does not match its data, or whose signature is not the
 * account's, is refused.
 */
export function defaultSiwx(options: DefaultSiwxOptions = {}): SiwxConfig {
  let context = fallbackContext()

  const readSessions = (): SiwxSession[] => {
    const stored = context.storage.read(SIWX_SESSIONS_KEY) ?? []
    const valid = stored.flatMap((entry) => {
      const parsed = v.safeParse(siwxSessionSchema, entry)
      return parsed.success ? [parsed.output] : []
    })
    if (valid.length !== stored.length) context.storage.write(SIWX_SESSIONS_KEY, valid)
    return valid
  }
  const writeSessions = (sessions: SiwxSession[]) => context.storage.write(SIWX_SESSIONS_KEY, sessions)

  const appUrl = () => {
    const url = options.uri ?? context.appUrl
    if (!url) throw siwxError('SIWX_INIT_FAILED', { cause: new Error('no uri: set metadata.url or the uri option') })
    return url
  }

  /** The session as checked: well-formed, its text matching its data, its signature the account's. */
  const checkSession = async (session: unknown): Promise<SiwxSession> => {
    const parsed = v.safeParse(siwxSessionSchema, session)
    if (!parsed.success) {
      const [issue] = parsed.issues
      throw new PorticoError('INVALID_RESPONSE', { params: { field: v.getDotPath(issue) ?? 'session', reason: issue.message } })
    }
    const checked = parsed.output
    const { accountAddress: address, chainId } = checked.data
    if (checked.message !== formatSiwxMessage(checked.data))
      throw siwxError('SIWX_INVALID_SIGNATURE', { params: { address } })
    await verifySiwxSession(checked, options.rpcUrls?.[chainId] ?? context.rpcUrl(chainId))
    return checked
  }

  return {
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    init(given) {
      context = given
    },
    getRequired: () => options.required ?? false,

    createMessage({ accountAddress, chainId }) {
      const uri = appUrl()
      const now = context.now()
      return siwxMessage({
        accountAddress,
        chainId,
        domain: options.domain ?? new URL(uri).host,
        uri,
        version: SIWX_MESSAGE_VERSION,
        nonce: randomNonce(),
        issuedAt: new Date(now).toISOString(),
        expirationTime: options.expiresInMs === undefined ? undefined : new Date(now + options.expiresInMs).toISOString(),
        statement: options.statement,
        resources: options.resources,
      })
    },

    async addSession(session) {
      const checked = await checkSession(session)
      const { accountAddress: address, chainId } = checked.data
      writeSessions([...readSessions().filter((s) => !sameAccount(s, chainId, address)), checked])
    },

    async revokeSession(chainId, address) {
      writeSessions(readSessions().filter((s) => !sameAccount(s, chainId, address)))
    },

    async setSessions(sessions) {
      const checked: SiwxSession[] = []
      for (const session of sessions) checked.push(await checkSession(session))
      writeSessions(checked)
    },

    async getSessions(chainId, address) {
      const now = context.now()
      return readSessions().filter((s) => sameAccount(s, chainId, address) && isSessionCurrent(s, now))
    },
  }
}
