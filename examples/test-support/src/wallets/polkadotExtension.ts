// Test helper: a Polkadot browser extension for Node as the `injectedWeb3` protocol describes one, backed by
// @polkadot/keyring (Polkadot's own key library). `enable` authorises the app (refusable), accounts can be read
// and subscribed to, and the raw signer signs bytes wrapped in `<Bytes>…</Bytes>` as extensions do.
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, mnemonicGenerate } from '@polkadot/util-crypto'

export interface PolkadotExtensionOptions {
  /** The key scheme (default sr25519, the extensions' default). */
  type?: 'sr25519' | 'ed25519'
  /** Apps already authorised (the extension remembers an earlier connection). */
  authorized?: string[]
}

export interface ExtensionAccount {
  address: string
  name: string
  type: string
}

export interface PolkadotExtension {
  readonly version: string
  enable(appName: string): Promise<{
    accounts: {
      get(anyType?: boolean): Promise<ExtensionAccount[]>
      subscribe(callback: (accounts: ExtensionAccount[]) => void): () => void
    }
    signer: {
      signRaw(raw: { address: string; data: string; type: string }): Promise<{ id: number; signature: string }>
    }
  }>
  /** Calls in order (`enable:<app>`, `signRaw`…). */
  readonly calls: string[]
  readonly pair: KeyringPair
  readonly authorized: ReadonlySet<string>
  /** The user refuses the next `enable` of an app not yet authorised. */
  rejectNextEnable(): void
  /** The user adds a key: subscribers get the new account list (the new one first). */
  addAccount(): Promise<KeyringPair>
}

/** A wallet error as extensions throw it. */
export class ExtensionError extends Error {}

export async function polkadotExtension(options: PolkadotExtensionOptions = {}): Promise<PolkadotExtension> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: options.type ?? 'sr25519', ss58Format: 42 })
  const pairs = [keyring.addFromMnemonic(mnemonicGenerate())]
  const authorized = new Set(options.authorized ?? [])
  const subscribers = new Set<(accounts: ExtensionAccount[]) => void>()
  const calls: string[] = []
  let rejectNext = false
  const accounts = () => pairs.map((pair, i) => ({ address: pair.address, name: `Key ${i + 1}`, type: pair.type }))

  return {
    version: '0.1.0',
    calls,
    get pair() {
      return pairs[0] as KeyringPair
    },
    authorized,
    async enable(appName) {
      calls.push(`enable:${appName}`)
      if (!authorized.has(appName)) {
        if (rejectNext) {
          rejectNext = false
          throw new ExtensionError('Rejected')
        }
        authorized.add(appName)
      }
      const check = () => {
        if (!authorized.has(appName)) throw new ExtensionError(`The source ${appName} is not allowed to interact`)
      }
      return {
        accounts: {
          async get() {
            check()
            return accounts()
          },
          subscribe(callback) {
            subscribers.add(callback)
            callback(accounts())
            return () => void subscribers.delete(callback)
          },
        },
        signer: {
          async signRaw(raw) {
            calls.push('signRaw')
            check()
            const pair = pairs.find((p) => u8aToHex(p.publicKey) === u8aToHex(keyring.decodeAddress(raw.address)))
            if (!pair) throw new ExtensionError('Unable to find account')
            if (raw.type !== 'bytes') throw new ExtensionError('Only bytes')
            return { id: calls.length, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(raw.data)))) }
          },
        },
      }
    },
    rejectNextEnable() {
      rejectNext = true
    },
    async addAccount() {
      const pair = keyring.addFromMnemonic(mnemonicGenerate())
      pairs.unshift(pair)
      for (const subscriber of subscribers) subscriber(accounts())
      return pair
    },
  }
}
