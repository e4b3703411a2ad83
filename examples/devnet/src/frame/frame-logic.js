// @ts-check
// The embedded-wallet frame's protocol logic: one app message in, one reply out. The frame page runs it in
// the browser; tests run it in Node against the real backend. Browser-safe (no DOM, no Node imports).
import * as v from 'valibot'
import { FRAME_EVENT_PREFIX, APP_EVENT_PREFIX, MESSAGES, OTP_LIFETIME_MS, STORAGE_KEYS, USER_REJECTED_CODE } from './constants.js'
import { EnvelopeSchema, PAYLOAD_SCHEMAS, isAppEvent, issueMessage, parseOrThrow, toChainId } from './messages.js'
import { classifyMethod } from './rpc-methods.js'

/**
 * @typedef {{ type: string, id: string, payload?: unknown }} FrameMessage
 * @typedef {{ getItem(key: string): string | null, setItem(key: string, value: string): void, removeItem(key: string): void }} FrameStorage
 * @typedef {{ method: string, params: unknown, signal: AbortSignal, chainId: number, feeWei?: bigint | undefined }} ApprovalRequest
 * @typedef {{
 *   backend: import('./backend-client.js').BackendClient,
 *   storage: FrameStorage,
 *   now: () => number,
 *   parentOrigin?: string | undefined,
 *   defaultChainId?: number | undefined,
 *   confirm?: ((request: ApprovalRequest) => Promise<boolean>) | undefined,
 *   emit?: ((message: FrameMessage) => void) | undefined,
 *   onTheme?: ((theme: unknown) => void) | undefined,
 *   onReload?: (() => void) | undefined,
 * }} FrameLogicOptions
 */

/** @param {string} name @param {string} id @param {unknown} [payload] @returns {FrameMessage} */
const success = (name, id, payload) =>
  payload === undefined ? { type: `${FRAME_EVENT_PREFIX}${name}_SUCCESS`, id } : { type: `${FRAME_EVENT_PREFIX}${name}_SUCCESS`, id, payload }

/** @param {string} name @param {string} id @param {string} message @param {number} [code] @returns {FrameMessage} */
const failure = (name, id, message, code) => ({
  type: `${FRAME_EVENT_PREFIX}${name}_ERROR`,
  id,
  payload: code === undefined ? { message } : { message, code },
})

/** The user pressed Reject on the approval panel: answered as the EIP-1193 error 4001. */
class UserRejectedError extends Error {
  constructor() {
    super(MESSAGES.rejected)
    this.code = USER_REJECTED_CODE
  }
}

function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error && error.message ? error.message : 'Something went wrong'
}

/**
 * Settles with `promise`, or rejects with 'Request was aborted' when `signal` aborts first.
 * @template T @param {Promise<T>} promise @param {AbortSignal} signal @returns {Promise<T>}
 */
function abortable(promise, signal) {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error(MESSAGES.aborted))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** @param {FrameLogicOptions} options */
export function createFrameLogic(options) {
  const { backend, storage, now } = options
  const confirm = options.confirm ?? (async () => false)
  /** The in-flight RPC requests, so RPC_ABORT can cancel them. @type {Set<AbortController>} */
  const inFlight = new Set()
  /** @type {{ email?: string | undefined, farcasterChannel?: string | undefined, dapp?: unknown, theme?: unknown, emailUpdate?: Promise<string> | undefined, finishEmailUpdate?: ((email: string) => void) | undefined }} */
  const state = {}

  const token = () => storage.getItem(STORAGE_KEYS.sessionToken) ?? undefined
  const requireToken = () => {
    const value = token()
    if (!value) throw new Error(MESSAGES.notConnected)
    return value
  }
  /** @param {string} value */
  const startSession = (value) => {
    storage.setItem(STORAGE_KEYS.sessionToken, value)
    options.emit?.({ type: `${FRAME_EVENT_PREFIX}SESSION_UPDATE`, id: randomId(), payload: { token: value } })
  }
  const endSession = () => {
    storage.removeItem(STORAGE_KEYS.sessionToken)
    storage.removeItem(STORAGE_KEYS.email)
  }
  const deviceId = () => {
    const known = storage.getItem(STORAGE_KEYS.deviceId)
    if (known) return known
    const created = randomId()
    storage.setItem(STORAGE_KEYS.deviceId, created)
    return created
  }
  const chainId = async () => {
    const stored = toChainId(storage.getItem(STORAGE_KEYS.chainId) ?? '')
    if (stored) return stored
    if (options.defaultChainId) return options.defaultChainId
    const { chainIds } = await backend.networks()
    const first = chainIds[0]
    if (first === undefined) throw new Error(MESSAGES.networkNotSupported)
    return first
  }
  /** @param {number | string} input */
  const switchChain = async (input) => {
    const id = toChainId(input)
    const { chainIds } = await backend.networks()
    if (id === undefined || !chainIds.includes(id)) throw new Error(MESSAGES.networkNotSupported)
    storage.setItem(STORAGE_KEYS.chainId, String(id))
    return id
  }
  /**
   * Repeats a long-poll until it reports done; gives up after the OTP lifetime.
   * @template {{ done: boolean }} T @param {() => Promise<T>} poll @param {string} message @returns {Promise<T>}
   */
  const waitUntilDone = async (poll, message) => {
    const giveUpAt = now() + OTP_LIFETIME_MS
    for (;;) {
      const answer = await poll()
      if (answer.done) return answer
      if (now() >= giveUpAt) throw new Error(message)
    }
  }
  /** @param {{ chainId?: number | string | undefined, preferredAccountType?: 'eoa' | 'smartAccount' | undefined }} [params] */
  const user = async (params = {}) => {
    const id = params.chainId === undefined ? await chainId() : await switchChain(params.chainId)
    const result = await backend.user(requireToken(), { chainId: id, preferredAccountType: params.preferredAccountType })
    if (result.email) storage.setItem(STORAGE_KEYS.email, result.email)
    return result
  }
  /**
   * The network fee of a transaction the user is asked to approve (gas estimate × gas price), for the panel;
   * undefined when the chain cannot estimate it (the panel says so).
   * @param {string} session @param {number} id @param {unknown} params
   */
  const estimateFee = async (session, id, params) => {
    try {
      const tx = Array.isArray(params) ? params[0] : undefined
      const [{ result: gas }, { result: price }] = await Promise.all([
        backend.rpc(session, { chainId: id, method: 'eth_estimateGas', params: [tx] }),
        backend.rpc(session, { chainId: id, method: 'eth_gasPrice', params: [] }),
      ])
      return BigInt(String(gas)) * BigInt(String(price))
    } catch {
      return undefined
    }
  }
  /** @param {{ method: string, params?: unknown, chainId?: number | string | undefined }} request */
  const rpc = async (request) => {
    const kind = classifyMethod(request.method)
    if (kind === 'not-allowed') throw new Error(MESSAGES.rpcNotAllowed)
    const session = requireToken()
    const id = request.chainId === undefined ? await chainId() : toChainId(request.chainId)
    if (id === undefined) throw new Error(MESSAGES.networkNotSupported)
    const controller = new AbortController()
    inFlight.add(controller)
    try {
      if (kind === 'unsafe') {
        const feeWei = request.method === 'eth_sendTransaction' ? await estimateFee(session, id, request.params) : undefined
        const ask = { method: request.method, params: request.params, signal: controller.signal, chainId: id, feeWei }
        const approved = await abortable(confirm(ask), controller.signal)
        if (!approved) throw new UserRejectedError()
      }
      const body = { chainId: id, method: request.method, params: request.params ?? [] }
      const { result } = await abortable(backend.rpc(session, body, controller.signal), controller.signal)
      return result
    } finally {
      inFlight.delete(controller)
    }
  }

  /** Each app event's handler: validated payload in, reply payload out (undefined = none). */
  const handlers = {
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.SWITCH_NETWORK>} p */
    SWITCH_NETWORK: async (p) => ({ chainId: await switchChain(p.chainId) }),
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.CONNECT_EMAIL>} p */
    CONNECT_EMAIL: async (p) => {
      const answer = await backend.connectEmail({ email: p.email, deviceId: deviceId(), token: token() })
      state.email = p.email
      return answer
    },
    CONNECT_DEVICE: async () => {
      const email = state.email
      if (!email) throw new Error(MESSAGES.noPendingCode)
      await waitUntilDone(() => backend.waitForDevice({ email, deviceId: deviceId() }), MESSAGES.deviceNotApproved)
      return undefined
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.CONNECT_OTP>} p */
    CONNECT_OTP: async (p) => {
      const email = state.email
      if (!email) throw new Error(MESSAGES.noPendingCode)
      const answer = await backend.connectOtp({ email, otp: p.otp, deviceId: deviceId() })
      startSession(answer.token)
      storage.setItem(STORAGE_KEYS.email, email)
      return undefined
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.CONNECT_SOCIAL>} p */
    CONNECT_SOCIAL: async (p) => {
      const params = new URL(p.uri).searchParams
      if (params.get('error')) throw new Error(MESSAGES.socialDenied)
      const code = params.get('code')
      const socialState = params.get('state')
      if (!code || !socialState) throw new Error('The social URI has no code')
      const answer = await backend.connectSocial({ code, state: socialState })
      startSession(answer.token)
      return user({ preferredAccountType: p.preferredAccountType })
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.GET_SOCIAL_REDIRECT_URI>} p */
    GET_SOCIAL_REDIRECT_URI: async (p) => {
      if (!options.parentOrigin) throw new Error('W3mFrame: parent is not set')
      return backend.socialRedirect({ provider: p.provider, redirectUri: options.parentOrigin })
    },
    GET_FARCASTER_URI: async () => {
      const { uri, channel } = await backend.farcasterStart()
      state.farcasterChannel = channel
      return { url: uri }
    },
    CONNECT_FARCASTER: async () => {
      const channel = state.farcasterChannel
      if (!channel) throw new Error(MESSAGES.farcasterNotStarted)
      const answer = await waitUntilDone(() => backend.farcasterWait({ channel }), MESSAGES.farcasterNotStarted)
      if (!answer.token) throw new Error(MESSAGES.farcasterNotStarted)
      state.farcasterChannel = undefined
      startSession(answer.token)
      return { userName: answer.userName ?? '' }
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.GET_USER>} p */
    GET_USER: async (p) => user(p ?? {}),
    SIGN_OUT: async () => {
      const session = token()
      endSession()
      if (session) await backend.signOut(session)
      return undefined
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.IS_CONNECTED>} p */
    IS_CONNECTED: async (p) => {
      const stored = token()
      const session = p?.token ?? stored
      if (!session) return { isConnected: false }
      const answer = await backend.isConnected(session)
      if (!answer.isConnected && session === stored) endSession()
      // The app handed back a token this frame issued before a reload, when the browser denied it storage of its
      // own: the backend vouched for it, so the session goes on with it.
      if (answer.isConnected && session !== stored) storage.setItem(STORAGE_KEYS.sessionToken, session)
      return answer
    },
    GET_CHAIN_ID: async () => ({ chainId: await chainId() }),
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.RPC_REQUEST>} p */
    RPC_REQUEST: async (p) => rpc(p),
    RPC_ABORT: async () => {
      for (const controller of inFlight) controller.abort()
      inFlight.clear()
      return undefined
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.UPDATE_EMAIL>} p */
    UPDATE_EMAIL: async (p) => {
      const answer = await backend.updateEmail(requireToken(), { email: p.email })
      state.emailUpdate = new Promise((resolve) => {
        state.finishEmailUpdate = resolve
      })
      return answer
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.UPDATE_EMAIL_PRIMARY_OTP>} p */
    UPDATE_EMAIL_PRIMARY_OTP: async (p) => backend.updateEmailPrimary(requireToken(), { otp: p.otp }),
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.UPDATE_EMAIL_SECONDARY_OTP>} p */
    UPDATE_EMAIL_SECONDARY_OTP: async (p) => {
      const { email } = await backend.updateEmailSecondary(requireToken(), { otp: p.otp })
      storage.setItem(STORAGE_KEYS.email, email)
      state.finishEmailUpdate?.(email)
      state.finishEmailUpdate = undefined
      return { newEmail: email }
    },
    AWAIT_UPDATE_EMAIL: async () => {
      if (state.emailUpdate) return { email: await state.emailUpdate }
      const current = (await user()).email
      if (!current) throw new Error(MESSAGES.notConnected)
      return { email: current }
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.SYNC_THEME>} p */
    SYNC_THEME: async (p) => {
      state.theme = p
      options.onTheme?.(p)
      return undefined
    },
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.SYNC_DAPP_DATA>} p */
    SYNC_DAPP_DATA: async (p) => {
      state.dapp = p
      return undefined
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: (await backend.networks()).smartAccountChainIds }),
    INIT_SMART_ACCOUNT: async () => backend.initSmartAccount(requireToken(), { chainId: await chainId() }),
    /** @param {v.InferOutput<typeof PAYLOAD_SCHEMAS.SET_PREFERRED_ACCOUNT>} p */
    SET_PREFERRED_ACCOUNT: async (p) => backend.setPreferredAccount(requireToken(), { type: p.type, chainId: await chainId() }),
    RELOAD: async () => {
      options.onReload?.()
      return undefined
    },
  }

  /**
   * Handles one message from the app and resolves with the reply to post back. Never rejects.
   * @param {unknown} message
   * @returns {Promise<FrameMessage>}
   */
  async function handle(message) {
    const envelope = v.safeParse(EnvelopeSchema, message)
    if (!envelope.success) {
      const rawId = typeof message === 'object' && message !== null && 'id' in message ? message.id : undefined
      const id = typeof rawId === 'string' ? rawId.slice(0, 128) : ''
      return failure('INVALID_MESSAGE', id, `${MESSAGES.invalidMessage}: ${issueMessage(envelope.issues)}`)
    }
    const { id, payload } = envelope.output
    const name = envelope.output.type.slice(APP_EVENT_PREFIX.length)
    if (!isAppEvent(name)) {
      return failure(/^[A-Z_]{1,60}$/.test(name) ? name : 'INVALID_MESSAGE', id, `${MESSAGES.unknownEvent}: ${name.slice(0, 60)}`)
    }
    try {
      const handler = /** @type {(payload: unknown) => Promise<unknown>} */ (handlers[name])
      return success(name, id, await handler(parseOrThrow(PAYLOAD_SCHEMAS[name], payload)))
    } catch (error) {
      return failure(name, id, messageOf(error), error instanceof UserRejectedError ? error.code : undefined)
    }
  }

  return { handle, state }
}

/** @typedef {ReturnType<typeof createFrameLogic>} FrameLogic */

/** A FrameStorage in memory (Node, tests, or a browser without localStorage). @returns {FrameStorage} */
export function memoryStorage() {
  const values = new Map()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}
