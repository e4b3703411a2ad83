import { walletAnswer } from '../../validation/walletAnswer'
import { providerEvents } from '../../connectors/providerEvents'
import * as v from 'valibot'
import type { ProviderRequest } from '../../connectors/types'
import type { AccountType } from '../../chains/types'
import type { BitcoinWalletProvider } from '../bitcoinWalletProvider'
import { PorticoError } from '../../errors'
import { walletError } from '../../connectors/walletMessages'
import { formatBitcoinAddress } from '../bitcoinAddress'
import { BITCOIN_NETWORKS, bitcoinReferenceOf } from '../bitcoinNetworks'
import type { SatsConnectProvider } from './types'
import { transactionError } from '../../errors/transactionMessages'

/** The JSON-RPC code of a method the wallet does not have. */
const METHOD_NOT_FOUND = -32601
/** sats-connect's code for a request the user declined. */
const USER_REJECTION = -32000
const PURPOSES = ['payment', 'ordinals'] as const

const errorSchema = v.looseObject({ error: v.looseObject({ code: v.number(), message: v.string() }) })
const resultSchema = v.looseObject({ result: v.unknown() }, 'neither a result nor an error')
const addressSchema = v.looseObject({
  address: v.pipe(
    v.string(),
    v.check((a) => formatBitcoinAddress(a) !== undefined, 'not a bitcoin address'),
  ),
  purpose: v.string(),
})
const addressesSchema = v.array(addressSchema)
const accountSchema = v.looseObject({ addresses: addressesSchema })
const networkSchema = v.looseObject({ bitcoin: v.looseObject({ name: v.string() }) })
const signMessageParams = v.object({ address: v.string(), message: v.string(), protocol: v.optional(v.string()) })
const signMessageAnswer = v.looseObject({
  signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64')),
})
const transferParams = v.object({
  recipientAddress: v.pipe(
    v.string(),
    v.check((a) => formatBitcoinAddress(a) !== undefined, 'not a bitcoin address'),
  ),
  amount: v.pipe(v.string(), v.regex(/^[1-9]\d*$/, 'not a whole number of satoshis')),
})
const transferAnswer = v.looseObject({ txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'not a transaction id')) })

/**
 * Speaks for a sats-connect wallet as a provider: `getAccountAddresses` → `[{ address, purpose }]`;
 * `signMessage` `{ address, message, protocol? }` → `{ address, signature }` (BIP-322 or ECDSA, as the wallet
 * chooses; base64); `sendTransfer` `{ recipientAddress, amount }` (satoshis) → `{ txid }`. The payment address
 * comes first, the ordinals one second. It follows the wallet's `accountChange`, `networkChange` and `disconnect`.
 */
export function satsConnectProvider(wallet: SatsConnectProvider, name: string): BitcoinWalletProvider {
  const events = providerEvents()
  let reference = String(BITCOIN_NETWORKS[0]?.reference)
  let addresses: { address: string; purpose: string }[] = []
  const stops: (() => void)[] = []
  const { emit } = events
  const call = async (method: string, params?: unknown): Promise<unknown> => {
    const answer = await wallet.request(method, params)
    const failure = v.safeParse(errorSchema, answer)
    if (!failure.success) return walletAnswer(resultSchema, method, answer).result
    const { code, message } = failure.output.error
    const error = Object.assign(new Error(message), { code })
    throw code === USER_REJECTION ? new PorticoError('USER_REJECTED', { cause: error }) : error
  }
  const keep = (list: readonly { address: string; purpose: string }[]) => {
    const ordered = PURPOSES.flatMap((purpose) => list.filter((a) => a.purpose === purpose))
    addresses = ordered.map((a) => ({ address: formatBitcoinAddress(a.address) as string, purpose: a.purpose }))
    return {
      addresses: addresses.map((a) => a.address),
      types: addresses.map((a): AccountType => (a.purpose === 'payment' ? 'payment' : 'ordinal')),
    }
  }
  const readAccount = async () =>
    keep(walletAnswer(accountSchema, 'wallet_getAccount', await call('wallet_getAccount')).addresses)
  const readNetwork = async () => {
    try {
      const network = walletAnswer(networkSchema, 'wallet_getNetwork', await call('wallet_getNetwork'))
      reference = bitcoinReferenceOf(network.bitcoin.name) ?? network.bitcoin.name
    } catch (error) {
      // A wallet without the method serves mainnet only.
      if ((error as { code?: unknown }).code !== METHOD_NOT_FOUND) throw error
    }
  }
  const follow = () => {
    if (stops.length > 0 || !wallet.addListener) return
    const refresh = () =>
      readAccount().then(
        (account) => emit('accountsChanged', account.addresses),
        () => emit('accountsChanged', []), // the permission is gone
      )
    stops.push(wallet.addListener('accountChange', refresh))
    stops.push(
      wallet.addListener('networkChange', () =>
        readNetwork().then(() => {
          emit('chainChanged', reference)
          return refresh()
        }),
      ),
    )
    stops.push(wallet.addListener('disconnect', () => emit('disconnect')))
  }

  const provider: BitcoinWalletProvider = {
    get chainReference() {
      return reference
    },
    sendsTransfers: true,
    async connect({ silent }) {
      const account = silent
        ? await readAccount()
        : keep(walletAnswer(addressesSchema, 'getAccounts', await call('getAccounts', { purposes: [...PURPOSES] })))
      await readNetwork()
      follow()
      return account
    },
    async setChain(next) {
      if (next === reference) return
      const name = BITCOIN_NETWORKS.find((n) => n.reference === next)?.name
      if (!name) throw transactionError('UNSUPPORTED_CHAIN')
      await call('wallet_changeNetwork', { name })
      reference = next
      const account = await readAccount()
      emit('chainChanged', next)
      emit('accountsChanged', account.addresses)
    },
    async disconnect() {
      for (const stop of stops.splice(0)) stop()
      addresses = []
      try {
        await call('wallet_renouncePermissions')
      } catch (error) {
        // A wallet without the method keeps its permission; the app forgets the connection all the same.
        if ((error as { code?: unknown }).code !== METHOD_NOT_FOUND) throw error
      }
    },
    async request({ method, params }: ProviderRequest) {
      switch (method) {
        case 'getAccountAddresses':
          return addresses.map((a) => ({ ...a }))
        case 'signMessage': {
          const input = walletAnswer(signMessageParams, method, params)
          const protocol = input.protocol?.toUpperCase()
          const answer = await call('signMessage', {
            address: input.address,
            message: input.message,
            ...(protocol && { protocol }),
          })
          return { address: input.address, signature: walletAnswer(signMessageAnswer, method, answer).signature }
        }
        case 'sendTransfer': {
          const input = walletAnswer(transferParams, method, params)
          const answer = await call('sendTransfer', {
            recipients: [{ address: input.recipientAddress, amount: Number(input.amount) }],
          })
          return { txid: walletAnswer(transferAnswer, method, answer).txid }
        }
        default:
          throw walletError('WALLET_FEATURE_MISSING', { params: { wallet: name, feature: method } })
      }
    },
    on: events.on,
    removeListener: events.removeListener,
  }
  return provider
}
