import { walletAnswer } from '../../validation/walletAnswer'
import { providerEvents } from '../../connectors/providerEvents'
import { base64 } from '@scure/base'
import * as v from 'valibot'
import type { Eip1193Provider, ProviderRequest } from '../../connectors/types'
import { walletError } from '../../connectors/walletMessages'
import type { PlatformEvents } from '../../platform/types'
import { adr36Message } from '../adr36'
import { formatCosmosAddress } from '../cosmosAddress'
import type { KeplrApi, KeplrWalletInfo } from './types'

/** A provider for the Cosmos WalletConnect methods over a Keplr-style wallet, bound to one chain at a time. */
export interface KeplrProvider extends Eip1193Provider {
  /** The chain id requests are made for. */
  readonly chainReference: string
  /** Enables the wallet for the chain and reads its key (no prompt once the site is allowed); the address. */
  connect(chainId: string): Promise<string>
  /** Makes requests for another chain from now on: `chainChanged`, then `accountsChanged` with its address. */
  setChain(chainId: string): Promise<void>
  /** Forgets the site where the wallet can; stops following key changes. */
  disconnect(): Promise<void>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

const keySchema = v.looseObject({
  algo: v.string(),
  pubKey: v.instance(Uint8Array),
  bech32Address: v.pipe(
    v.string(),
    v.check((a) => formatCosmosAddress(a) !== undefined, 'not a bech32 address'),
  ),
})
const signatureSchema = v.looseObject({
  pub_key: v.looseObject({ type: v.string(), value: v.string() }),
  signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{86}==$/, 'not a base64 64-byte signature')),
})
const signAminoParams = v.object({ signerAddress: v.string(), signDoc: v.looseObject({ msgs: v.array(v.unknown()) }) })

/**
 * Speaks for a Keplr-style wallet as a provider: `cosmos_getAccounts` → `[{ algo, address, pubkey }]` (the key
 * of the current chain, public key in base64); `cosmos_signAmino` `{ signerAddress, signDoc }` →
 * `{ signature, signed }`, an ADR-36 document going to the wallet's `signArbitrary` (Keplr signs those only
 * there). It follows the wallet's key-change event on the page (`accountsChanged` with the new address).
 */
export function keplrProvider(
  api: KeplrApi,
  info: KeplrWalletInfo,
  events: PlatformEvents | undefined,
  initialChainId: string,
): KeplrProvider {
  const listeners = providerEvents()
  let chainId = initialChainId
  let address: string | undefined
  let following = false
  const { emit } = listeners
  const readKey = async () => walletAnswer(keySchema, 'getKey', await api.getKey(chainId))
  const onKeystoreChange = () => {
    if (!address) return
    readKey().then(
      (key) => {
        address = formatCosmosAddress(key.bech32Address)
        emit('accountsChanged', address ? [address] : [])
      },
      () => emit('accountsChanged', []), // the key is gone: the site was dropped
    )
  }
  const method = <K extends keyof KeplrApi>(name: K): NonNullable<KeplrApi[K]> => {
    const found = api[name]
    if (typeof found !== 'function')
      throw walletError('WALLET_FEATURE_MISSING', { params: { wallet: info.name, feature: name } })
    return (found as (...args: never[]) => unknown).bind(api) as NonNullable<KeplrApi[K]>
  }

  const provider: KeplrProvider = {
    get chainReference() {
      return chainId
    },
    async connect(next) {
      chainId = next
      await method('enable')(chainId)
      const key = await readKey()
      address = formatCosmosAddress(key.bech32Address)
      if (!following && events) {
        events.addEventListener(info.keystoreEvent, onKeystoreChange)
        following = true
      }
      return address as string
    },
    async setChain(next) {
      if (next === chainId) return
      await provider.connect(next)
      emit('chainChanged', next)
      emit('accountsChanged', [address])
    },
    async disconnect() {
      if (following) events?.removeEventListener(info.keystoreEvent, onKeystoreChange)
      following = false
      address = undefined
      await api.disable?.()
    },
    async request({ method: name, params }: ProviderRequest) {
      switch (name) {
        case 'cosmos_getAccounts': {
          const key = await readKey()
          return [{ algo: key.algo, address: key.bech32Address, pubkey: base64.encode(key.pubKey) }]
        }
        case 'cosmos_signAmino': {
          const input = walletAnswer(signAminoParams, name, params)
          const arbitrary = adr36Message(input.signDoc)
          if (arbitrary && arbitrary.signer === input.signerAddress) {
            const signature = walletAnswer(
              signatureSchema,
              'signArbitrary',
              await method('signArbitrary')(chainId, input.signerAddress, arbitrary.message),
            )
            return { signature, signed: input.signDoc }
          }
          const answer = await method('signAmino')(chainId, input.signerAddress, input.signDoc)
          return { signature: walletAnswer(signatureSchema, 'signAmino', answer?.signature), signed: answer?.signed }
        }
        default:
          throw walletError('WALLET_FEATURE_MISSING', { params: { wallet: info.name, feature: name } })
      }
    },
    on: listeners.on,
    removeListener: listeners.removeListener,
  }
  return provider
}
