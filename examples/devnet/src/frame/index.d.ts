// Types of the devnet's embedded-wallet frame (the code is JavaScript with JSDoc, run by plain node).
import type { Abi } from 'viem'

export interface FrameServerOptions {
  /** Default 8788, or env DEVNET_FRAME_PORT. 0 picks a free port. */
  port?: number
  /** Default '127.0.0.1'. */
  host?: string
  /** JSON-RPC URL per devnet chain id; these are also the smart-account-enabled networks. */
  rpcUrls: Record<number, string>
  /** Folder of `frame-wallet.json` (users, their keys, devices, sessions). */
  dataDir: string
  /** Do not print mailed codes and links to the console. */
  quiet?: boolean
  /** App origins allowed to embed the frame; default any loopback origin. */
  allowedParentOrigins?: string[]
  /** Clock, read at call time; default Date.now. */
  now?: () => number
}

export interface FrameServer {
  /** `http://localhost:PORT`, a different origin from an app on 127.0.0.1. */
  url: string
  /** `GET {mailboxUrl}?email=…` → the mails to that address, newest first. */
  mailboxUrl: string
  stop(): Promise<void>
}

export function startFrameServer(options: FrameServerOptions): Promise<FrameServer>

export interface Mail {
  id: number
  to: string
  subject: string
  text: string
  code?: string
  link?: string
  sentAt: string
}

export type AccountType = 'eoa' | 'smartAccount'

export interface FrameUser {
  email?: string
  userName?: string
  address: `0x${string}`
  chainId: number
  smartAccountDeployed: boolean
  preferredAccountType: AccountType
  accounts: { address: `0x${string}`; type: AccountType }[]
}

export class BackendError extends Error {
  constructor(message: string, status: number)
  status: number
}

export interface BackendClient {
  connectEmail(body: { email: string; deviceId: string; token?: string | undefined }): Promise<{ action: string }>
  waitForDevice(body: { email: string; deviceId: string }, signal?: AbortSignal): Promise<{ done: boolean }>
  connectOtp(body: { email: string; deviceId: string; otp: string }): Promise<{ token: string }>
  socialRedirect(body: { provider: string; redirectUri: string }): Promise<{ uri: string }>
  connectSocial(body: { code: string; state: string }): Promise<{ token: string; userName?: string | undefined }>
  farcasterStart(): Promise<{ uri: string; channel: string }>
  farcasterWait(body: { channel: string }, signal?: AbortSignal): Promise<{ done: boolean; token?: string | undefined; userName?: string | undefined }>
  user(token: string, body: { chainId: number; preferredAccountType?: AccountType | undefined }): Promise<FrameUser>
  signOut(token: string): Promise<{ ok: true }>
  isConnected(token: string): Promise<{ isConnected: boolean }>
  updateEmail(token: string, body: { email: string }): Promise<{ action: string }>
  updateEmailPrimary(token: string, body: { otp: string }): Promise<{ action: string }>
  updateEmailSecondary(token: string, body: { otp: string }): Promise<{ email: string }>
  rpc(token: string, body: { chainId: number; method: string; params: unknown }, signal?: AbortSignal): Promise<{ result: unknown }>
  setPreferredAccount(token: string, body: { type: AccountType; chainId: number }): Promise<{ type: AccountType; address: `0x${string}` }>
  initSmartAccount(token: string, body: { chainId: number }): Promise<{ address: `0x${string}`; isDeployed: boolean }>
  networks(): Promise<{ chainIds: number[] }>
}

export function createBackendClient(options: { baseUrl: string; fetch?: typeof fetch }): BackendClient

/** `{ type: '@w3m-frame/<NAME>_SUCCESS' | '@w3m-frame/<NAME>_ERROR', id, payload? }`; an error's payload is `{ message }`. */
export interface FrameMessage {
  type: string
  id: string
  payload?: unknown
}

export interface FrameStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface ApprovalRequest {
  method: string
  params: unknown
  /** Aborted by RPC_ABORT: the approval UI should close. */
  signal: AbortSignal
}

export interface FrameLogicOptions {
  backend: BackendClient
  storage: FrameStorage
  now: () => number
  /** The app's origin; the social redirect URI. */
  parentOrigin?: string | undefined
  /** The chain of the frame URL's `chainId`, used until the app switches network. */
  defaultChainId?: number | undefined
  /** Asks the user to approve an unsafe RPC request; default: reject. */
  confirm?: ((request: ApprovalRequest) => Promise<boolean>) | undefined
  /** Frame events that are not replies (SESSION_UPDATE). */
  emit?: ((message: FrameMessage) => void) | undefined
  onTheme?: ((theme: unknown) => void) | undefined
  onReload?: (() => void) | undefined
}

export interface FrameLogic {
  /** Handles one app message; resolves with the reply to post. Never rejects. */
  handle(message: unknown): Promise<FrameMessage>
  state: Record<string, unknown>
}

export function createFrameLogic(options: FrameLogicOptions): FrameLogic
export function memoryStorage(): FrameStorage

export const SAFE_METHODS: readonly string[]
export const UNSAFE_METHODS: readonly string[]
export function classifyMethod(method: string): 'safe' | 'unsafe' | 'not-allowed'
export function isLoopbackOrigin(origin: string): boolean
export function isAllowedParentOrigin(origin: string, allowlist: readonly string[] | undefined): boolean
export function smartAccountAddress(owner: `0x${string}`): `0x${string}`
export const SMART_ACCOUNT_ARTIFACT: { abi: Abi; bytecode: `0x${string}` }

export const DEFAULT_FRAME_PORT: number
export const FRAME_VERSION: string
export const OTP_LENGTH: number
export const OTP_LIFETIME_MS: number
export const OTP_MAX_WRONG_TRIES: number
export const EMAIL_TRIGGER_GAP_MS: number
export const LONG_POLL_MS: number
export const CREATE2_DEPLOYER: `0x${string}`
export const PAYMASTER_PRIVATE_KEY: `0x${string}`
export const OWNER_GAS_FLOOR_WEI: bigint
export const OWNER_GAS_TOP_UP_WEI: bigint
export const APP_EVENT_PREFIX: '@w3m-app/'
export const FRAME_EVENT_PREFIX: '@w3m-frame/'
export const APP_EVENTS: readonly string[]
export const SOCIAL_PROVIDERS: readonly ['google', 'github', 'apple', 'facebook', 'x', 'discord']
export const ACCOUNT_TYPES: readonly ['eoa', 'smartAccount']
export const DEFAULT_ACCOUNT_TYPE: 'smartAccount'
export const STORAGE_KEYS: { sessionToken: string; deviceId: string; chainId: string; email: string }
export const MESSAGES: Record<
  | 'rpcNotAllowed' | 'aborted' | 'rejected' | 'notConnected' | 'sessionExpired' | 'invalidMessage' | 'unknownEvent'
  | 'wrongCode' | 'codeExpired' | 'tooManyTries' | 'noPendingCode' | 'deviceNotApproved' | 'networkNotSupported'
  | 'socialDenied' | 'farcasterNotStarted' | 'unsupportedMethod' | 'emailRateLimited',
  string
>
