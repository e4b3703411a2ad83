import type { Namespace } from '../constants'
import type { AccountType } from '../chains/types'
import type { MutationStatus } from '../mutation/status'
import type { PorticoError } from '../errors'
import type { CaipNetwork } from '../networks/types'
import type { PlatformEvents } from '../platform/types'
import type { Portico, WritablePortico } from '../portico/types'

/** How a connector reaches its wallet: announced (EIP-6963), injected, external, multi-chain, the embedded wallet or WalletConnect. */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'AUTH' | 'WALLET_CONNECT'

/** An EIP-1193 request. */
export interface ProviderRequest {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** A wallet provider as EIP-1193 defines it: requests and events. No chain library is involved. */
export interface Eip1193Provider {
  request(args: ProviderRequest): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** What a wallet says about itself (EIP-6963 provider info). */
export interface ConnectorInfo {
  uuid?: string
  name?: string
  icon?: string
  rdns?: string
}

/** What connecting yields: the wallet's addresses (the first is the active one) and its chain reference. */
export interface ConnectedAccounts {
  addresses: string[]
  /** Each address's type, in the same order, when the wallet says (bip122: payment, ordinal). */
  types?: (AccountType | undefined)[]
  /** The chain reference within the namespace (`31337` for eip155:31337). */
  chainId: string
}

/** Turns a user's choice into accounts and a provider (spec §3 Connector). */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  /** The namespace the connector serves. */
  chain: Namespace
  imageUrl?: string
  imageId?: string
  /** The wallet's id in the catalogue, when it has one. */
  explorerId?: string
  info?: ConnectorInfo
  /** The provider, when it is at hand (announced and injected wallets). */
  provider?: Eip1193Provider
  /** A MULTI_CHAIN connector's connectors, one per namespace. */
  connectors?: Connector[]
  /** The provider, loaded when first needed (heavy connectors load their code here). */
  getProvider?(): Promise<Eip1193Provider>
  /**
   * Connects in the connector's own way (a WalletConnect pairing, for instance). Without it, the namespace's
   * adapter asks the provider for accounts.
   */
  connect?(params: { namespace: Namespace; network?: CaipNetwork; silent: boolean }): Promise<ConnectedAccounts>
  /** Ends the connection on the wallet's side, when the connector has one to end. */
  disconnect?(): Promise<void>
  /**
   * Gets a connection through the connector ready, for a view that may connect through it next: fetches its code
   * (WalletConnect's universal provider) and, while the modal is open, what the connection shows first
   * (WalletConnect's pairing link, which the next `connect` takes over). With the modal closed nothing is started.
   */
  prepare?(): Promise<void>
  /**
   * Starts the connector's wallet afresh, when it keeps state between attempts (the embedded wallet's frame, after
   * an abandoned Farcaster login).
   */
  reload?(): Promise<void>
  /** Starts discovering more connectors (the injected connector's EIP-6963 discovery); returns its stop. */
  discover?(context: DiscoveryContext): () => void
}

/** What a discovering connector is given: the page's events, the app's switches, and a way to add what it finds. */
export interface DiscoveryContext {
  /** The instance discovering (connectors with per-instance state, such as WalletConnect, bind to it). */
  portico: WritablePortico
  events: PlatformEvents | undefined
  injectedProvider(): unknown
  /** A global a wallet extension injected (`keplr`, `injectedWeb3`, `btc_providers`…), read at call time. */
  injectedGlobal(name: string): unknown
  enableEIP6963: boolean
  enableInjected: boolean
  add(connector: Connector): void
}

/** Knows one namespace's addresses and networks (`eip155()`, `solana()`, …); core code sees only this. */
export interface NamespaceAdapter {
  readonly namespace: Namespace
  /** Reads the wallet's accounts and chain: with a prompt (connect) or silently (reconnect, no prompt). */
  getAccounts?(provider: Eip1193Provider, params: { prompt: boolean }): Promise<ConnectedAccounts>
  /** An address as the namespace writes it (eip155: checksummed), or undefined when it is not one. */
  formatAddress?(address: string): string | undefined
  /** The chain reference in a wallet's `chainChanged` payload, or undefined when it is not one. */
  parseChainId?(value: unknown): string | undefined
  /** Signs a text message with one of the wallet's accounts; resolves with the signature. */
  signMessage?(provider: Eip1193Provider, params: { message: string; address: string }): Promise<string>
  /** Asks the wallet to switch to `network` (adding it first when the wallet does not know it). */
  switchNetwork?(provider: Eip1193Provider, network: CaipNetwork): Promise<void>
  /**
   * Checks a signature of a text message without the wallet (sign-in sessions); loads its library on first use.
   * Rejects when the chain it must ask (a smart account's check) does not answer.
   */
  verifySignature?(params: VerifySignatureParams): Promise<SignatureVerdict>
  /** Estimates and sends transfers from the connected wallet (the send form); loads its library on first use. */
  transfer?: NamespaceTransfer
  /**
   * Sends a transaction from the connected wallet and waits until the chain has it; resolves its hash (eip155: a
   * swap's approval and swap). Loads its library on first use.
   */
  sendTransaction?(
    p: Portico,
    transaction: { to: string; value?: bigint | undefined; data?: string | undefined },
  ): Promise<string>
  /** Waits until the chain has a transaction the wallet sent (balances are reloaded then); loads its library on first use. */
  waitForTransaction?(p: Portico, hash: string): Promise<void>
}

/** The parameters of an adapter's `verifySignature`. */
export interface VerifySignatureParams {
  /** The signer's address as the namespace writes it. */
  address: string
  message: string
  /** The signature as the wallet gave it (eip155: hex; solana: base58). */
  signature: string
  /** An RPC of the message's chain: with it, smart-account (ERC-1271, ERC-6492) signatures are checked too. */
  rpcUrl?: string | undefined
}

/** How a signature checked out: a smart account whose signature could not be checked is not called invalid. */
export type SignatureVerdict = 'valid' | 'invalid' | 'smartAccountUnverified'

/** One transfer as a namespace sends it. */
export interface TransferRequest {
  /** The receiver's plain address. */
  to: string
  /** Base units. */
  amount: bigint
  /** The token's contract (EVM) or mint (Solana); absent for the native token. */
  token?: string | undefined
}

/** How a namespace estimates and sends a transfer from the connected wallet. */
export interface NamespaceTransfer {
  /** The network fee of the transfer, in native base units. */
  estimateFee(p: Portico, request: TransferRequest): Promise<bigint>
  /** Sends the transfer, waits until the chain has it, and returns its hash (EVM) or signature (Solana). */
  send(p: Portico, request: TransferRequest): Promise<string>
}

/** The connectors of one instance (`portico.$connectors`). */
export interface ConnectorsState {
  /** Every connector known, as added (announced, injected, integrator's), de-duplicated by rdns. */
  all: Connector[]
  /** Progress of the last `connect`. */
  connectStatus: MutationStatus
  /** Progress of the last `disconnect`. */
  disconnectStatus: MutationStatus
  /** The error of the last failed `connect` or `disconnect`. */
  error?: PorticoError
}
