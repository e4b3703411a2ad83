// Test helper: a Keplr-style Cosmos wallet for Node, backed by a secp256k1 key through CosmJS (the Cosmos
// ecosystem's own library). It remembers which chains the site enabled, signs amino documents with CosmJS and
// arbitrary data as Keplr does (the ADR-36 document made by Keplr's own package), and fires its key-change event
// on the page's event target when the user switches key.
import { Secp256k1Wallet, type StdSignature } from '@cosmjs/amino'
import { makeADR36AminoSignDoc } from '@keplr-wallet/cosmos'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { bech32 } from '@scure/base'

/** A wallet error as Keplr throws it (a plain Error with the user-facing message). */
export class KeplrError extends Error {}

export interface KeplrWalletOptions {
  /** The secp256k1 secret key (32 bytes). */
  privateKey: Uint8Array
  /** The chains the wallet knows, with their bech32 prefix (default: cosmoshub-4 → cosmos, osmosis-1 → osmo). */
  chains?: Record<string, string>
  /** Where the wallet fires `keplr_keystorechange` (the page's window). */
  events?: EventTarget
  /** The site already enabled these chains (the wallet remembers an earlier connection). */
  enabled?: string[]
}

export interface KeplrWallet {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<{
    name: string
    algo: string
    pubKey: Uint8Array
    address: Uint8Array
    bech32Address: string
    isNanoLedger: boolean
  }>
  signAmino(chainId: string, signer: string, signDoc: unknown): Promise<{ signed: unknown; signature: StdSignature }>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  disable(chainIds?: string | string[]): Promise<void>
  /** Calls in order (`enable:cosmoshub-4`, `signArbitrary`…). */
  readonly calls: string[]
  /** The chains the site is allowed on. */
  readonly enabled: ReadonlySet<string>
  /** The compressed public key. */
  readonly publicKey: Uint8Array
  /** The address on a chain. */
  addressOn(chainId: string): string
  /** The user refuses the next `enable` of a chain the site is not allowed on. */
  rejectNextEnable(): void
  /** The user picks another key: the wallet fires its key-change event. */
  changeKey(privateKey: Uint8Array): void
}

export function keplrWallet(options: KeplrWalletOptions): KeplrWallet {
  const chains = options.chains ?? { 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' }
  const enabled = new Set(options.enabled ?? [])
  const calls: string[] = []
  let privateKey = options.privateKey
  let rejectNext = false
  const publicKey = () => secp256k1.getPublicKey(privateKey, true)
  const prefixOf = (chainId: string) => {
    const prefix = chains[chainId]
    if (!prefix) throw new KeplrError(`There is no chain info for ${chainId}`)
    return prefix
  }
  const addressOn = (chainId: string) =>
    bech32.encode(prefixOf(chainId), bech32.toWords(ripemd160(sha256(publicKey()))))
  const requireEnabled = (chainId: string) => {
    if (!enabled.has(chainId)) throw new KeplrError(`${chainId} is not enabled`)
  }
  const signer = (chainId: string) => Secp256k1Wallet.fromKey(privateKey, prefixOf(chainId))

  return {
    calls,
    enabled,
    get publicKey() {
      return publicKey()
    },
    addressOn,
    async enable(chainIds) {
      for (const chainId of [chainIds].flat()) {
        calls.push(`enable:${chainId}`)
        prefixOf(chainId)
        if (enabled.has(chainId)) continue
        if (rejectNext) {
          rejectNext = false
          throw new KeplrError('Request rejected')
        }
        enabled.add(chainId)
      }
    },
    async getKey(chainId) {
      calls.push(`getKey:${chainId}`)
      requireEnabled(chainId)
      return {
        name: 'Test key',
        algo: 'secp256k1',
        pubKey: publicKey(),
        address: ripemd160(sha256(publicKey())),
        bech32Address: addressOn(chainId),
        isNanoLedger: false,
      }
    },
    async signAmino(chainId, address, signDoc) {
      calls.push('signAmino')
      requireEnabled(chainId)
      const { signed, signature } = await (await signer(chainId)).signAmino(address, signDoc as never)
      return { signed, signature }
    },
    async signArbitrary(chainId, address, data) {
      calls.push('signArbitrary')
      requireEnabled(chainId)
      if (address !== addressOn(chainId)) throw new KeplrError('Unknown signer address')
      const doc = makeADR36AminoSignDoc(address, data)
      return (await (await signer(chainId)).signAmino(address, doc)).signature
    },
    async disable(chainIds) {
      calls.push('disable')
      if (chainIds === undefined) enabled.clear()
      else for (const chainId of [chainIds].flat()) enabled.delete(chainId)
    },
    rejectNextEnable() {
      rejectNext = true
    },
    changeKey(next) {
      privateKey = next
      options.events?.dispatchEvent(new Event('keplr_keystorechange'))
    },
  }
}
