// The parts of the sats-connect protocol (Xverse and wallets compatible with it) that Portico uses, written from its
// documentation: wallets list themselves in `window.btc_providers` and answer JSON-RPC style requests.

/** An entry of `window.btc_providers`: where the wallet's provider is and how it presents itself. */
export interface SatsConnectProviderInfo {
  /** The provider's path on the page's global object (`XverseProviders.BitcoinProvider`). */
  readonly id: string
  readonly name: string
  /** A data URI. */
  readonly icon: string
  readonly webUrl?: string
}

/** A sats-connect answer: a result, or an error with a JSON-RPC code. */
export type SatsConnectResponse =
  | { readonly jsonrpc?: '2.0'; readonly id?: unknown; readonly result: unknown }
  | {
      readonly jsonrpc?: '2.0'
      readonly id?: unknown
      readonly error: { readonly code: number; readonly message: string }
    }

/** A sats-connect wallet's provider. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  /** Listens for `accountChange`, `networkChange` or `disconnect`; returns the removal. */
  addListener?(event: string, listener: (...args: unknown[]) => void): () => void
}

/** An address a sats-connect wallet shares; `purpose` says what it is for. */
export interface SatsConnectAddress {
  readonly address: string
  readonly publicKey?: string
  readonly purpose: 'payment' | 'ordinals' | 'stacks' | string
  readonly addressType?: string
}
