// The parts of the `injectedWeb3` protocol (how polkadot-js, Talisman, SubWallet and others offer themselves to a
// page) that Portico uses, written from the protocol: `window.injectedWeb3[name].enable(appName)`.

/** An account an extension shares. */
export interface InjectedAccount {
  /** The SS58 address, in the extension's own format. */
  readonly address: string
  readonly name?: string
  /** The key's scheme; `ethereum` accounts have H160 addresses and are not Substrate accounts. */
  readonly type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'
  readonly genesisHash?: string | null
}

/** What an extension's `enable` resolves: its accounts and its signer. */
export interface InjectedExtension {
  readonly accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    /** Calls back with the accounts whenever they change; returns the unsubscribe. */
    subscribe(callback: (accounts: InjectedAccount[]) => void): () => void
  }
  readonly signer: {
    /** Signs raw bytes (`type: 'bytes'`: the extension wraps them in `<Bytes>…</Bytes>`). */
    signRaw?(raw: { address: string; data: string; type: 'bytes' }): Promise<{ id: number; signature: string }>
  }
}

/** One entry of `window.injectedWeb3`. */
export interface InjectedWindowProvider {
  readonly version?: string
  enable(appName: string): Promise<InjectedExtension>
}
