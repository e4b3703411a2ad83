// The parts of the Keplr wallet interface (`window.keplr`, and `window.leap` and others with the same shape) that
// Portico uses, written from Keplr's documentation.

/** A key as `getKey` returns it: the account on one chain. */
export interface KeplrKey {
  readonly name: string
  readonly algo: string
  /** The compressed secp256k1 public key (33 bytes). */
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  /** The bech32 address with the chain's prefix. */
  readonly bech32Address: string
}

/** A signature as the wallet returns it: the signer's public key and the base64 signature (r and s). */
export interface KeplrSignature {
  readonly pub_key: { readonly type: string; readonly value: string }
  readonly signature: string
}

/** The wallet object a Keplr-style extension injects. */
export interface KeplrApi {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signAmino(
    chainId: string,
    signer: string,
    signDoc: unknown,
  ): Promise<{ readonly signed: unknown; readonly signature: KeplrSignature }>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<KeplrSignature>
  /** Forgets the site's permission (on every chain when none is named), where the wallet offers it. */
  disable?(chainIds?: string | string[]): Promise<void>
}

/** A Keplr-style wallet Portico looks for: the global it injects, the event it fires when keys change, its name. */
export interface KeplrWalletInfo {
  /** The global's name (`keplr`). */
  global: string
  /** The page event fired when the user changes key (`keplr_keystorechange`). */
  keystoreEvent: string
  name: string
  /** The wallet's reverse-DNS id, for matching its catalogue entry. */
  rdns?: string
  icon?: string
}
