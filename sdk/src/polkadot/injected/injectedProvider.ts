import { walletAnswer } from '../../validation/walletAnswer'
import { providerEvents } from '../../connectors/providerEvents'
import { hex } from '@scure/base'
import * as v from 'valibot'
import type { Eip1193Provider, ProviderRequest } from '../../connectors/types'
import { walletError } from '../../connectors/walletMessages'
import { PorticoError } from '../../errors'
import { decodeSs58, encodeSs58 } from '../ss58'
import type { InjectedAccount, InjectedExtension, InjectedWindowProvider } from './types'

/** A provider for the Polkadot WalletConnect methods over an `injectedWeb3` extension. */
export interface InjectedPolkadotProvider extends Eip1193Provider {
  /** The CAIP-2 reference of the network addresses are written for. */
  readonly chainReference: string
  /** The addresses last shared, in the network's SS58 format. */
  readonly addresses: readonly string[]
  /** Enables the extension for the app (a prompt the first time) and reads its accounts. */
  connect(reference: string): Promise<readonly string[]>
  /** Writes addresses for another network from now on: `chainChanged`, then `accountsChanged`. */
  setChain(reference: string): Promise<void>
  /** Stops following the extension's accounts. */
  disconnect(): Promise<void>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

const accountsSchema = v.array(
  v.looseObject({ address: v.string(), type: v.optional(v.nullable(v.string())) }),
  'not an account list',
)
const signParams = v.object({ address: v.string(), message: v.string() })
const signAnswer = v.looseObject({
  signature: v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2}){64,66}$/, 'not a hex signature')),
})

/**
 * Speaks for an `injectedWeb3` extension as a provider: `polkadot_signMessage` `{ address, message }` →
 * `{ signature }` through the extension's raw signer (the message's UTF-8 bytes in hex, `type: 'bytes'`). Accounts
 * are the extension's Substrate accounts (not its Ethereum ones), written with the network's SS58 prefix; it
 * follows the extension's account subscription (`accountsChanged`).
 */
export function injectedPolkadotProvider(
  name: string,
  entry: InjectedWindowProvider,
  appName: string,
  prefixOf: (reference: string) => number,
  initialReference: string,
): InjectedPolkadotProvider {
  const events = providerEvents()
  let reference = initialReference
  let extension: InjectedExtension | undefined
  let accounts: InjectedAccount[] = []
  let unsubscribe: (() => void) | undefined
  const { emit } = events
  const substrate = (list: readonly InjectedAccount[]) =>
    list.filter((a) => a.type !== 'ethereum' && decodeSs58(a.address) !== undefined)
  const written = (account: InjectedAccount) =>
    encodeSs58((decodeSs58(account.address) as { accountId: Uint8Array }).accountId, prefixOf(reference))
  const addresses = () => accounts.map(written)
  /** The extension's own address for one of ours (the same key, whatever its prefix). */
  const extensionAddress = (address: string) => {
    const id = decodeSs58(address)?.accountId
    const found = id && accounts.find((a) => hex.encode(decodeSs58(a.address)!.accountId) === hex.encode(id))
    if (!found) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'polkadot' } })
    return found.address
  }

  const provider: InjectedPolkadotProvider = {
    get chainReference() {
      return reference
    },
    get addresses() {
      return addresses()
    },
    async connect(next) {
      reference = next
      extension ??= await entry.enable(appName)
      accounts = substrate(
        walletAnswer(accountsSchema, 'accounts.get', await extension.accounts.get()) as InjectedAccount[],
      )
      unsubscribe ??= extension.accounts.subscribe((list) => {
        const parsed = v.safeParse(accountsSchema, list)
        // Malformed: passed on as sent, for the follower to report.
        if (!parsed.success) return emit('accountsChanged', list)
        accounts = substrate(parsed.output as InjectedAccount[])
        emit('accountsChanged', addresses())
      })
      return addresses()
    },
    async setChain(next) {
      if (next === reference) return
      reference = next
      emit('chainChanged', next)
      emit('accountsChanged', addresses())
    },
    async disconnect() {
      unsubscribe?.()
      unsubscribe = undefined
      extension = undefined
      accounts = []
    },
    async request({ method, params }: ProviderRequest) {
      if (method !== 'polkadot_signMessage')
        throw walletError('WALLET_FEATURE_MISSING', { params: { wallet: name, feature: method } })
      const input = walletAnswer(signParams, method, params)
      const signRaw = extension?.signer.signRaw
      if (!extension || !signRaw)
        throw walletError('WALLET_FEATURE_MISSING', { params: { wallet: name, feature: 'signRaw' } })
      const data = `0x${hex.encode(new TextEncoder().encode(input.message))}`
      const answer = await signRaw.call(extension.signer, {
        address: extensionAddress(input.address),
        data,
        type: 'bytes',
      })
      return { signature: walletAnswer(signAnswer, 'signRaw', answer).signature }
    },
    on: events.on,
    removeListener: events.removeListener,
  }
  return provider
}
