import { walletAnswer } from '../../validation/walletAnswer'
import { providerEvents } from '../../connectors/providerEvents'
import { base64, hex } from '@scure/base'
import * as v from 'valibot'
import type { AccountType } from '../../chains/types'
import type { ProviderRequest } from '../../connectors/types'
import { walletError } from '../../connectors/walletMessages'
import { PorticoError } from '../../errors'
import { DISCONNECT, type DisconnectFeature, EVENTS, type EventsFeature, type Wallet } from '../../walletStandard/types'
import { formatBitcoinAddress } from '../bitcoinAddress'
import { BITCOIN_NETWORKS, bitcoinReferenceOf } from '../bitcoinNetworks'
import type { BitcoinWalletProvider } from '../bitcoinWalletProvider'
import {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_MESSAGE,
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
  type BitcoinWalletAccount,
} from './types'
import { transactionError } from '../../errors/transactionMessages'

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
 * `bitcoin:signMessage` (the signature bytes in base64). The accounts shown are those of one network, payment ones
 * first. The standard has no request to move a wallet to another network: switching picks the wallet's accounts of
 * that network when it granted some (SWITCH_IN_WALLET otherwise: the user switches in the wallet), and a change of
 * network made in the wallet is followed. It has no transfer request: it signs the transactions Portico builds
 * (`signPsbt` through `bitcoin:signTransaction`; `sendsTransfers` is false).
 */
export function bitcoinStandardProvider(wallet: Wallet): BitcoinWalletProvider {
  const events = providerEvents()
  /** Every Bitcoin account the wallet granted, of any network. */
  let granted: BitcoinWalletAccount[] = []
  let reference = ''
  let stop: (() => void) | undefined
  const { emit } = events
  const missing = (feature: string) =>
    walletError('WALLET_FEATURE_MISSING', { params: { wallet: wallet.name, feature } })
  const chainOf = (ref: string) => BITCOIN_NETWORKS.find((n) => n.reference === ref)?.chain
  const isOn = (account: BitcoinWalletAccount, chain: string | undefined) => account.chains.some((c) => c === chain)
  /** The accounts on the current network, payment ones first. */
  const shown = () => {
    const here = granted.filter((a) => isOn(a, chainOf(reference)))
    return [...here.filter((a) => a.purpose !== 'ordinals'), ...here.filter((a) => a.purpose === 'ordinals')]
  }
  const addressesOf = (list: BitcoinWalletAccount[]) => list.map((a) => formatBitcoinAddress(a.address) as string)
  /** Keeps a granted list (validated); stays on the current network while the wallet has accounts there. */
  const keep = (field: string, list: unknown) => {
    walletAnswer(accountsSchema, field, list)
    granted = (list as BitcoinWalletAccount[]).filter((a) => a.chains.some((c) => bitcoinReferenceOf(c)))
    if (shown().length === 0)
      reference = bitcoinReferenceOf(granted[0]?.chains.find((c) => bitcoinReferenceOf(c))) ?? reference
    const accounts = shown()
    return {
      addresses: addressesOf(accounts),
      types: accounts.map((a): AccountType => (a.purpose === 'ordinals' ? 'ordinal' : 'payment')),
    }
  }

  const provider: BitcoinWalletProvider = {
    get chainReference() {
      return reference || (bitcoinReferenceOf('bitcoin:mainnet') as string)
    },
    sendsTransfers: false,
    async connect({ silent }) {
      const connect = wallet.features[BITCOIN_CONNECT] as BitcoinConnectFeature | undefined
      if (!connect) throw missing(BITCOIN_CONNECT)
      const result = silent
        ? keep('accounts', wallet.accounts)
        : keep(BITCOIN_CONNECT, (await connect.connect({ purposes: ['payment', 'ordinals'] }))?.accounts)
      const events = wallet.features[EVENTS] as EventsFeature | undefined
      stop ??= events?.on('change', (change) => {
        if (!change.accounts) return
        const before = reference
        try {
          const { addresses } = keep(`${EVENTS} change`, change.accounts)
          if (reference !== before) emit('chainChanged', reference)
          emit('accountsChanged', addresses)
        } catch {
          emit('accountsChanged', change.accounts) // malformed: passed on for the follower to report
        }
      })
      return result
    },
    async setChain(next) {
      if (next === provider.chainReference) return
      const chain = chainOf(next)
      if (!chain) throw transactionError('UNSUPPORTED_CHAIN')
      if (!granted.some((a) => isOn(a, chain))) {
        const network = BITCOIN_NETWORKS.find((n) => n.reference === next)?.title ?? chain
        throw walletError('SWITCH_IN_WALLET', { params: { wallet: wallet.name, network } })
      }
      reference = next
      emit('chainChanged', next)
      emit('accountsChanged', addressesOf(shown()))
    },
    async disconnect() {
      stop?.()
      stop = undefined
      granted = []
      await (wallet.features[DISCONNECT] as DisconnectFeature | undefined)?.disconnect()
    },
    async request({ method, params }: ProviderRequest) {
      if (method === 'getAccountAddresses')
        return shown().map((a) => ({
          address: a.address,
          purpose: a.purpose ?? 'payment',
          ...(a.publicKey instanceof Uint8Array && { publicKey: hex.encode(a.publicKey) }),
        }))
      if (method === 'signPsbt')
        return (await import('./signStandardPsbt')).signStandardPsbt({
          wallet,
          accounts: shown(),
          chain: chainOf(reference),
          params,
        })
      if (method !== 'signMessage') throw missing(method)
      const input = walletAnswer(signParams, method, params)
      const feature = wallet.features[BITCOIN_SIGN_MESSAGE] as BitcoinSignMessageFeature | undefined
      if (!feature) throw missing(BITCOIN_SIGN_MESSAGE)
      const account = shown().find((a) => formatBitcoinAddress(a.address) === formatBitcoinAddress(input.address))
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
