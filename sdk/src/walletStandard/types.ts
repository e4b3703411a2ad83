// The parts of the Wallet Standard (the browser-wallet interface Solana and Bitcoin wallets implement) that Portico
// uses, written from the standard: a wallet object, its accounts, the features every chain shares, and discovery.

/** A chain as Wallet Standard wallets name it: `solana:mainnet`, `bitcoin:testnet`, … */
export type WalletChain = `${string}:${string}`

/** An account a Wallet Standard wallet gives the app. */
export interface WalletAccount {
  /** The address as the chain writes it. */
  readonly address: string
  /** The public key. */
  readonly publicKey: Uint8Array
  readonly chains: readonly WalletChain[]
  /** The feature names the account may be used with. */
  readonly features: readonly string[]
  readonly label?: string
  readonly icon?: string
}

/** A Wallet Standard wallet: its name, icon, chains, features and accounts. */
export interface Wallet {
  readonly version: '1.0.0'
  readonly name: string
  /** A data URI (svg, webp, png or gif). */
  readonly icon: string
  readonly chains: readonly WalletChain[]
  /** Features by name (`standard:connect`, `solana:signMessage`, `bitcoin:connect`, …). */
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly WalletAccount[]
}

/** The Wallet Standard feature that connects a wallet. */
export const CONNECT = 'standard:connect'
/** The Wallet Standard feature that disconnects a wallet. */
export const DISCONNECT = 'standard:disconnect'
/** The Wallet Standard feature that reports a wallet's changes. */
export const EVENTS = 'standard:events'

/** The Wallet Standard connect feature. */
export interface ConnectFeature {
  readonly version: '1.0.0'
  connect(input?: { silent?: boolean }): Promise<{ readonly accounts: readonly WalletAccount[] }>
}

/** The Wallet Standard disconnect feature. */
export interface DisconnectFeature {
  readonly version: '1.0.0'
  disconnect(): Promise<void>
}

/** What a `change` event says changed (only the properties that did). */
export interface WalletChange {
  readonly chains?: Wallet['chains']
  readonly features?: Wallet['features']
  readonly accounts?: Wallet['accounts']
}

/** The Wallet Standard events feature. */
export interface EventsFeature {
  readonly version: '1.0.0'
  on(event: 'change', listener: (properties: WalletChange) => void): () => void
}

/** What the app hands wallets: `register(...wallets)` returns the unregister function. */
export interface WalletsApi {
  register(...wallets: Wallet[]): () => void
}

/** The app announces it is listening (detail: the API). */
export const APP_READY_EVENT = 'wallet-standard:app-ready'
/** A wallet asks to be registered (detail: a callback taking the API). */
export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
