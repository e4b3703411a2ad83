// The parts of the Wallet Standard (the browser-wallet interface Solana wallets implement) that Portico uses,
// written from the standard: a wallet object, its accounts, and the features it offers by name.

/** A chain as Wallet Standard wallets name it: `solana:mainnet`, `solana:devnet`, `solana:testnet`, … */
export type WalletChain = `${string}:${string}`

/** An account a Wallet Standard wallet gives the app. */
export interface WalletAccount {
  /** The base58 address. */
  readonly address: string
  /** The ed25519 public key (32 bytes). */
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
  /** Features by name (`standard:connect`, `solana:signMessage`, …). */
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly WalletAccount[]
}

/** The Wallet Standard feature that connects a wallet. */
export const CONNECT = 'standard:connect'
/** The Wallet Standard feature that disconnects a wallet. */
export const DISCONNECT = 'standard:disconnect'
/** The Wallet Standard feature that reports a wallet's changes. */
export const EVENTS = 'standard:events'
/** The Solana Wallet Standard feature that signs a message. */
export const SIGN_MESSAGE = 'solana:signMessage'
/** The Solana Wallet Standard feature that signs a transaction. */
export const SIGN_TRANSACTION = 'solana:signTransaction'
/** The Solana Wallet Standard feature that signs and sends a transaction. */
export const SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction'

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

/** The Solana Wallet Standard sign-message feature. */
export interface SignMessageFeature {
  readonly version: '1.0.0' | '1.1.0'
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array; signatureType?: 'ed25519' }[]>
}

/** The Solana Wallet Standard sign-transaction feature. */
export interface SignTransactionFeature {
  readonly version: '1.0.0'
  readonly supportedTransactionVersions: readonly ('legacy' | 0)[]
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: WalletChain }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}

/** The Solana Wallet Standard sign-and-send feature. */
export interface SignAndSendTransactionFeature {
  readonly version: '1.0.0'
  readonly supportedTransactionVersions: readonly ('legacy' | 0)[]
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain: WalletChain
      options?: Record<string, unknown>
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

/** What the app hands wallets: `register(...wallets)` returns the unregister function. */
export interface WalletsApi {
  register(...wallets: Wallet[]): () => void
}

/** The app announces it is listening (detail: the API). */
export const APP_READY_EVENT = 'wallet-standard:app-ready'
/** A wallet asks to be registered (detail: a callback taking the API). */
export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
