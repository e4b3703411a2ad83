// Public API of the Portico devnet (hand-written: the implementation is JavaScript so `npm start` runs on plain node).

export type DevnetChainId = 31337 | 31338
export type Hex = `0x${string}`

export interface DevnetOptions {
  /** API server port; 0 = any free port. Default 8787 (env DEVNET_PORT). */
  port?: number
  /** anvil ports for 31337 and 31338; 0 = any free port. Default 8545, 8546 (env DEVNET_CHAIN_PORT, DEVNET_CHAIN2_PORT). */
  chainPorts?: [number, number]
  /** Where names, sessions, the chain state and the history index persist. Default env DEVNET_DATA_DIR, else examples/devnet/.devnet-data. */
  dataDir?: string
  /** Start clean (removes the data folder first). */
  reset?: boolean
  /** Origin allowlist (exact origins or `*` patterns such as `http://localhost:*`); default: any loopback origin. */
  allowedOrigins?: string[]
  /** No console output (tests). */
  quiet?: boolean
  /** WalletConnect relay port; 0 = any free port. Default env DEVNET_RELAY_PORT, else 8789. */
  relayPort?: number
  /** Embedded-wallet frame port; 0 = any free port. Default env DEVNET_FRAME_PORT, else 8788. */
  framePort?: number
  /** Start the WalletConnect relay (default true). */
  relay?: boolean
  /** Start the embedded-wallet frame server (default true). */
  frame?: boolean
  /**
   * Catalogue entries served first, as given over the defaults of the other fields (tests: entries with hostile
   * links and names). The seeded catalogue follows unchanged.
   */
  extraWallets?: ({ id: string; name: string } & Record<string, unknown>)[]
}

export interface DevnetAccount {
  address: Hex
  privateKey: Hex
}

export interface DevnetContracts {
  usdc: Hex
  dai: Hex
  pool: Hex
  nft: Hex
}

/** What `GET /dev/info` answers and `npm run devnet` prints as one JSON line. */
export interface DevnetInfo {
  apiUrl: string
  catalogueUrl: string
  blockchainUrl: string
  analyticsUrl: string
  rpcUrls: Record<DevnetChainId, string>
  rpcProxyUrls: Record<DevnetChainId, string>
  projectId: 'portico-devnet'
  accounts: DevnetAccount[]
  contracts: Record<DevnetChainId, DevnetContracts>
  /** `ws://127.0.0.1:PORT`, the WalletConnect relay (absent when not started). */
  relayUrl?: string
  /** `{apiUrl}/verify`, the stand-in for WalletConnect Verify (a Portico instance's `apiUrls.verify`). */
  verifyUrl: string
  /** `http://localhost:PORT`, the embedded-wallet frame's origin (absent when not started). */
  frameUrl?: string
  /** `GET {mailboxUrl}?email=…`: the one-time codes and device links mailed to that address. */
  mailboxUrl?: string
  dataDir: string
  /** Process ids of the two anvil processes. */
  anvilPids: number[]
}

export interface Devnet {
  /** One HTTP server for catalogue, blockchain API, analytics, dev endpoints and checkout. */
  apiUrl: string
  rpcUrls: Record<DevnetChainId, string>
  projectId: 'portico-devnet'
  /** Deterministic funded accounts (anvil's test mnemonic). */
  accounts: DevnetAccount[]
  contracts: Record<DevnetChainId, DevnetContracts>
  relayUrl?: string
  frameUrl?: string
  mailboxUrl?: string
  /** Process ids of the two anvil processes (for checks that none is left behind). */
  anvilPids: number[]
  info(): DevnetInfo
  /** Closes the server, flushes state and kills anvil (no orphan). */
  stop(): Promise<void>
}

export declare const PROJECT_ID: 'portico-devnet'
export declare function startDevnet(options?: DevnetOptions): Promise<Devnet>

/** The stand-in Verify page: posts a not-verified attestation for `id` (from `origin`) to its parent frame. */
export declare function attestationPage(id: string, origin: string): string
