import type { WritableAtom } from 'nanostores'
import type { MutationStatus } from '../mutation/status'
import type { PorticoError } from '../errors'
import type { NamespaceAdapter } from '../connectors/types'
import type { CaipNetworkId } from '../networks/types'
import type { PorticoStorage } from '../storage/storage'

/** What a sign-in message says (spec §3 Sign-in session data; EIP-4361 fields). Times are ISO 8601 texts. */
export interface SiwxMessageData {
  accountAddress: string
  /** The CAIP network id (`eip155:1`); the message text shows its reference. */
  chainId: CaipNetworkId
  uri: string
  version: string
  expirationTime?: string
  issuedAt?: string
  notBefore?: string
  nonce: string
  domain: string
  requestId?: string
  resources?: string[]
  statement?: string
}

/** A sign-in message: its data and the exact text the wallet signs. */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}

/** What the flow asks a message for: the account signing in, on which network. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
}

/** A signed-in session (spec §3): the message data, its text, the wallet's signature, and a CACAO if any. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: Record<string, unknown>
}

/** What the instance gives a sign-in configuration when sign-in starts (see `watchSignIn`). */
export interface SiwxContext {
  /** The instance's storage (validated reads, fixed prefix). */
  storage: PorticoStorage
  /** The instance's clock (epoch ms). */
  now(): number
  /** The app's URL (metadata.url), for the message's domain and URI. */
  appUrl?: string
  /** An HTTP RPC URL of a network the app knows, for smart-account (ERC-1271) checks. */
  rpcUrl(chainId: CaipNetworkId): string | undefined
  /** The networks the app configures: a session on any other is refused. */
  networkIds(): CaipNetworkId[]
  /** The app's adapter of a namespace: it signs and verifies that namespace's sign-in messages. */
  adapter(namespace: string): NamespaceAdapter | undefined
}

/** A sign-in-with-wallet configuration (the `siwx` option). */
export interface SiwxConfig {
  createMessage(input: SiwxMessageInput): SiwxMessage | Promise<SiwxMessage>
  /** Signs the message in the configuration's own way; without it the connected wallet signs. */
  signMessage?(params: { message: string; chainId: CaipNetworkId; accountAddress: string }): Promise<string>
  /** Stores a session; a configuration should verify it first and throw when it is not valid. */
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** True when sign-in is required: the modal cannot close, and cancelling disconnects. */
  getRequired?(): boolean
  /** Revoke the session when the wallet disconnects (default true). */
  signOutOnDisconnect?: boolean
  /** Receives the instance's storage, clock and networks when sign-in starts. */
  init?(context: SiwxContext): void
}

/** The sign-in state of one instance (`portico.$siwx`). */
export interface SiwxState {
  /** Progress of the last `signIn`. */
  status: MutationStatus
  /** The message being signed, once created. */
  message?: SiwxMessage
  error?: PorticoError
  /** Whether the configuration requires sign-in. */
  required: boolean
  /** The CAIP address waiting to sign in (SIWXSignMessage shown), until it signs in or cancels. */
  awaiting?: string
}

declare module '../portico/types' {
  /** The stores this entry owns, made on their first read (`instance/entryStores.ts`), one per instance. */
  interface WritablePortico {
    /** Sign-in with the wallet (actions in `@portico/sdk/siwx`). */
    readonly $siwx: WritableAtom<SiwxState>
  }
}
