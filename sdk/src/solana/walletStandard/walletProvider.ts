import { walletAnswer } from '../../validation/walletAnswer'
import { providerEvents } from '../../connectors/providerEvents'
import { base58, base64 } from '@scure/base'
import * as v from 'valibot'
import type { Eip1193Provider, ProviderRequest } from '../../connectors/types'
import { PorticoError } from '../../errors'
import { walletChain } from '../walletChains'
import { bytesSchema } from './bytesSchema'
import { solanaAccounts } from './walletAccounts'
import {
  CONNECT,
  DISCONNECT,
  EVENTS,
  SIGN_AND_SEND_TRANSACTION,
  SIGN_MESSAGE,
  SIGN_TRANSACTION,
  type ConnectFeature,
  type DisconnectFeature,
  type EventsFeature,
  type SignAndSendTransactionFeature,
  type SignMessageFeature,
  type SignTransactionFeature,
  type Wallet,
  type WalletAccount,
} from './types'
import { walletError } from '../../connectors/walletMessages'

const ED25519_SIGNATURE_BYTES = 64

/** A wallet provider for the Solana JSON-RPC methods (the WalletConnect names) over a Wallet Standard wallet. */
export interface WalletStandardProvider extends Eip1193Provider {
  readonly wallet: Wallet
  /** The accounts shared by the last connect or `change` event (solana ones only). */
  readonly accounts: readonly WalletAccount[]
  /** The CAIP-2 reference of the cluster requests are signed for. */
  readonly chainReference: string
  /** Connects through `standard:connect` (silently: no prompt, only the accounts already shared). */
  connect(params: { silent: boolean }): Promise<readonly WalletAccount[]>
  /** Signs for another cluster from now on; emits `chainChanged` with its reference. */
  setChain(reference: string): void
  /** Ends the connection through `standard:disconnect` when the wallet has it. */
  disconnect(): Promise<void>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

const signMessageParams = v.object({ message: v.string(), pubkey: v.optional(v.string()) })
const transactionParams = v.object({
  transaction: v.string(),
  pubkey: v.optional(v.string()),
  sendOptions: v.optional(v.record(v.string(), v.unknown())),
})
const signatureOutput = v.pipe(
  bytesSchema,
  v.check((bytes) => bytes.length === ED25519_SIGNATURE_BYTES, 'not a 64-byte signature'),
)
const signMessageOutput = v.tuple([v.looseObject({ signature: signatureOutput })])
const signTransactionOutput = v.tuple([v.looseObject({ signedTransaction: bytesSchema })])
const signAndSendOutput = v.tuple([v.looseObject({ signature: signatureOutput })])

/**
 * Speaks for a Wallet Standard wallet as a provider: `solana_requestAccounts` / `solana_getAccounts` →
 * `[{ pubkey }]`; `solana_signMessage` `{ message: base58, pubkey }` → `{ signature: base58 }`;
 * `solana_signTransaction` `{ transaction: base64 }` → `{ signature, transaction }`;
 * `solana_signAndSendTransaction` `{ transaction: base64 }` → `{ signature }`. It follows the wallet's `change`
 * events (as `accountsChanged` with the addresses; none left means the wallet dropped the site; a malformed
 * account list is passed on unchanged, for the follower to report).
 */
export function walletStandardProvider(wallet: Wallet, initialReference: string): WalletStandardProvider {
  const events = providerEvents()
  let accounts: WalletAccount[] = []
  let reference = initialReference
  let stopEvents: (() => void) | undefined

  const { emit } = events
  const feature = <T>(name: string): T => {
    const found = wallet.features[name]
    if (!found) throw walletError('WALLET_FEATURE_MISSING', { params: { wallet: wallet.name, feature: name } })
    return found as T
  }
  const account = (pubkey: string | undefined): WalletAccount => {
    const found = pubkey === undefined ? accounts[0] : accounts.find((a) => a.address === pubkey)
    if (!found) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'solana' } })
    return found
  }
  const follow = () => {
    const events = wallet.features[EVENTS] as EventsFeature | undefined
    if (stopEvents || !events) return
    stopEvents = events.on('change', (change) => {
      if (!change.accounts) return
      try {
        accounts = solanaAccounts(`${EVENTS} change`, change.accounts)
      } catch {
        // Malformed: passed on as the wallet sent it, so that whoever follows the provider reports it (the
        // connect actions report a non-address list as an invalid response) rather than it vanishing here.
        emit('accountsChanged', change.accounts)
        return
      }
      emit(
        'accountsChanged',
        accounts.map((a) => a.address),
      )
    })
  }
  const pubkeys = () => accounts.map((a) => ({ pubkey: a.address }))

  const provider: WalletStandardProvider = {
    wallet,
    get accounts() {
      return accounts
    },
    get chainReference() {
      return reference
    },
    async connect({ silent }) {
      const answer = await feature<ConnectFeature>(CONNECT).connect({ silent })
      accounts = solanaAccounts(CONNECT, (answer as { accounts?: unknown } | undefined)?.accounts)
      follow()
      return accounts
    },
    setChain(next) {
      if (next === reference) return
      reference = next
      emit('chainChanged', next)
    },
    async disconnect() {
      stopEvents?.()
      stopEvents = undefined
      accounts = []
      await (wallet.features[DISCONNECT] as DisconnectFeature | undefined)?.disconnect()
    },
    async request({ method, params }: ProviderRequest) {
      switch (method) {
        case 'solana_requestAccounts':
          await provider.connect({ silent: false })
          return pubkeys()
        case 'solana_getAccounts':
          return pubkeys()
        case 'solana_signMessage': {
          const input = walletAnswer(signMessageParams, method, params)
          const message = base58.decode(input.message)
          const answer = await feature<SignMessageFeature>(SIGN_MESSAGE).signMessage({
            account: account(input.pubkey),
            message,
          })
          const [{ signature }] = walletAnswer(signMessageOutput, SIGN_MESSAGE, answer)
          return { signature: base58.encode(signature) }
        }
        case 'solana_signTransaction': {
          const input = walletAnswer(transactionParams, method, params)
          const transaction = base64.decode(input.transaction)
          const answer = await feature<SignTransactionFeature>(SIGN_TRANSACTION).signTransaction({
            account: account(input.pubkey),
            transaction,
            chain: walletChain(reference),
          })
          const [{ signedTransaction }] = walletAnswer(signTransactionOutput, SIGN_TRANSACTION, answer)
          return { transaction: base64.encode(signedTransaction) }
        }
        case 'solana_signAndSendTransaction': {
          const input = walletAnswer(transactionParams, method, params)
          const transaction = base64.decode(input.transaction)
          const answer = await feature<SignAndSendTransactionFeature>(SIGN_AND_SEND_TRANSACTION).signAndSendTransaction(
            {
              account: account(input.pubkey),
              transaction,
              chain: walletChain(reference),
              ...(input.sendOptions ? { options: input.sendOptions } : {}),
            },
          )
          const [{ signature }] = walletAnswer(signAndSendOutput, SIGN_AND_SEND_TRANSACTION, answer)
          return { signature: base58.encode(signature) }
        }
        default:
          throw walletError('WALLET_FEATURE_MISSING', { params: { wallet: wallet.name, feature: method } })
      }
    },
    on: events.on,
    removeListener: events.removeListener,
  }
  return provider
}
