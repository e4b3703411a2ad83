import { walletAnswer } from '../../validation/walletAnswer'
import { providerEvents } from '../../connectors/providerEvents'
import { base64 } from '@scure/base'
import * as v from 'valibot'
import type { AccountType } from '../../chains/types'
import type { ProviderRequest } from '../../connectors/types'
import { walletError } from '../../connectors/walletMessages'
import { PorticoError } from '../../errors'
import { EVENTS, type EventsFeature, type Wallet } from '../../walletStandard/types'
import { formatBitcoinAddress } from '../bitcoinAddress'
import { bitcoinReferenceOf } from '../bitcoinNetworks'
import type { BitcoinWalletProvider } from '../bitcoinWalletProvider'
import {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_MESSAGE,
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
  type BitcoinWalletAccount,
} from './types'

const accountsSchema = v.array(
  v.looseObject({
    address: v.pipe(
      v.string(),
      v.check((a) => formatBitcoinAddress(a) !== undefined, 'not a bitcoin address'),
    ),
    chains: v.array(v.string()),
  }),
)
const signParams = v.object({ address: v.string(), message: v.string() })
const signAnswer = v.tuple([v.looseObject({ signature: v.instance(Uint8Array) })])

/**
 * Speaks for a Bitcoin Wallet Standard wallet as a provider: `getAccountAddresses`, and `signMessage` through
 * `bitcoin:signMessage` (the signature bytes in base64). Payment accounts come first; the network is the one the
 * accounts name. Such wallets have no network switch or transfer request: asking for either is WALLET_FEATURE_MISSING.
 */
export function bitcoinStandardProvider(wallet: Wallet): BitcoinWalletProvider {
  const events = providerEvents()
  let accounts: BitcoinWalletAccount[] = []
  let reference = ''
  let stop: (() => void) | undefined
  const { emit } = events
  const missing = (feature: string) =>
    walletError('WALLET_FEATURE_MISSING', { params: { wallet: wallet.name, feature } })
  const keep = (field: string, list: unknown) => {
    walletAnswer(accountsSchema, field, list)
    const all = (list as BitcoinWalletAccount[]).filter((a) => a.chains.some((c) => c.startsWith('bitcoin:')))
    accounts = [...all.filter((a) => a.purpose !== 'ordinals'), ...all.filter((a) => a.purpose === 'ordinals')]
    reference = bitcoinReferenceOf(accounts[0]?.chains.find((c) => c.startsWith('bitcoin:'))) ?? reference
    return {
      addresses: accounts.map((a) => formatBitcoinAddress(a.address) as string),
      types: accounts.map((a): AccountType => (a.purpose === 'ordinals' ? 'ordinal' : 'payment')),
    }
  }

  const provider: BitcoinWalletProvider = {
    get chainReference() {
      return reference || (bitcoinReferenceOf('bitcoin:mainnet') as string)
    },
    async connect({ silent }) {
      const connect = wallet.features[BITCOIN_CONNECT] as BitcoinConnectFeature | undefined
      if (!connect) throw missing(BITCOIN_CONNECT)
      const result = silent
        ? keep('accounts', wallet.accounts)
        : keep(BITCOIN_CONNECT, (await connect.connect({ purposes: ['payment', 'ordinals'] }))?.accounts)
      const events = wallet.features[EVENTS] as EventsFeature | undefined
      stop ??= events?.on('change', (change) => {
        if (!change.accounts) return
        try {
          emit('accountsChanged', keep(`${EVENTS} change`, change.accounts).addresses)
        } catch {
          emit('accountsChanged', change.accounts) // malformed: passed on for the follower to report
        }
      })
      return result
    },
    async setChain(next) {
      if (next !== provider.chainReference) throw missing('network switching')
    },
    async disconnect() {
      stop?.()
      stop = undefined
      accounts = []
    },
    async request({ method, params }: ProviderRequest) {
      if (method === 'getAccountAddresses')
        return accounts.map((a) => ({ address: a.address, purpose: a.purpose ?? 'payment' }))
      if (method !== 'signMessage') throw missing(method)
      const input = walletAnswer(signParams, method, params)
      const feature = wallet.features[BITCOIN_SIGN_MESSAGE] as BitcoinSignMessageFeature | undefined
      if (!feature) throw missing(BITCOIN_SIGN_MESSAGE)
      const account = accounts.find((a) => formatBitcoinAddress(a.address) === formatBitcoinAddress(input.address))
      if (!account) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'bip122' } })
      const answer = await feature.signMessage({ account, message: new TextEncoder().encode(input.message) })
      const [{ signature }] = walletAnswer(signAnswer, BITCOIN_SIGN_MESSAGE, answer)
      return { address: input.address, signature: base64.encode(signature) }
    },
    on: events.on,
    removeListener: events.removeListener,
  }
  return provider
}
