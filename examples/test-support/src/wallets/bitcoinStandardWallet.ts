// Test helper: a Bitcoin browser wallet that follows the Bitcoin Wallet Standard (`bitcoin:connect`,
// `bitcoin:signMessage`, `bitcoin:signTransaction`, `standard:events`, `standard:disconnect`), with a secp256k1 key: a native segwit payment
// account and a taproot ordinals account on the network the wallet is on. Messages are signed with bip322-js
// (BIP-322), the Bitcoin ecosystem's own library. The standard has no request to change network: the user does it in
// the wallet (`changeNetwork`), which then reports its accounts of that network (`change`). `grantAllNetworks` makes
// it grant the accounts of every network at once, as some wallets do.
import { secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import { type BitcoinTestNetwork, bitcoinKeyAddresses } from './bitcoinKey'

export type BitcoinStandardNetwork = BitcoinTestNetwork

export interface BitcoinStandardWalletOptions {
  privateKey: Uint8Array
  network?: BitcoinStandardNetwork
  /** The wallet grants the accounts of every network, not only those of the one it is on. */
  grantAllNetworks?: boolean
}

/** A Wallet Standard Bitcoin account, as the wallet lists it. */
export interface BitcoinStandardAccount {
  address: string
  publicKey: Uint8Array
  chains: string[]
  features: string[]
  purpose: 'payment' | 'ordinals'
}

export interface BitcoinStandardWallet {
  readonly name: string
  readonly chains: string[]
  /** The accounts the site was granted (none before `connect` or after `disconnect`). */
  accounts(): BitcoinStandardAccount[]
  connect(input: { purposes: string[] }): Promise<{ accounts: BitcoinStandardAccount[] }>
  /** Signs with the account's key (BIP-322); the signature's bytes. */
  signMessage(input: { account: { address: string }; message: Uint8Array }): Promise<Uint8Array>
  /** Signs the given inputs of a PSBT with the wallet's key (`bitcoin:signTransaction`); the signed PSBT. */
  signTransaction(input: {
    psbt: Uint8Array
    inputsToSign: { account: { address: string }; signingIndexes: number[] }[]
  }): Promise<Uint8Array>
  /** The user declines the next transaction to sign. */
  rejectNextTransaction(): void
  /** The PSBTs asked to be signed, as given. */
  readonly signed: Uint8Array[]
  disconnect(): Promise<void>
  on(event: 'change', listener: (change: { accounts: BitcoinStandardAccount[] }) => void): () => void
  /** Features asked for, in order. */
  readonly calls: string[]
  readonly network: BitcoinStandardNetwork
  /** The payment (native segwit) and ordinals (taproot) addresses on a network (default: the current one). */
  addresses(network?: BitcoinStandardNetwork): { payment: string; ordinals: string }
  /** The user switches network in the wallet: `change` with that network's accounts. */
  changeNetwork(network: BitcoinStandardNetwork): void
}

export function bitcoinStandardWallet(options: BitcoinStandardWalletOptions): BitcoinStandardWallet {
  const key = options.privateKey
  const publicKey = secp256k1.getPublicKey(key, true)
  const calls: string[] = []
  const listeners = new Set<(change: { accounts: BitcoinStandardAccount[] }) => void>()
  let network: BitcoinStandardNetwork = options.network ?? 'mainnet'
  let granted = false
  let rejectTransaction = false
  const signed: Uint8Array[] = []

  const addresses = (on: BitcoinStandardNetwork = network) => bitcoinKeyAddresses(publicKey, on)
  const accountsOn = (on: BitcoinStandardNetwork): BitcoinStandardAccount[] => {
    const { payment, ordinals } = addresses(on)
    const features = ['bitcoin:signMessage']
    return [
      { address: payment, publicKey, chains: [`bitcoin:${on}`], features, purpose: 'payment' },
      { address: ordinals, publicKey: publicKey.subarray(1), chains: [`bitcoin:${on}`], features, purpose: 'ordinals' },
    ]
  }
  const accounts = () => {
    if (!granted) return []
    const networks = options.grantAllNetworks ? (['mainnet', 'testnet', 'signet'] as const) : [network]
    return networks.flatMap(accountsOn)
  }
  const keyOf = (address: string) =>
    (['mainnet', 'testnet', 'signet'] as const).some((n) => Object.values(addresses(n)).includes(address))

  return {
    name: 'Standard Bitcoin Wallet',
    chains: ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet'],
    calls,
    get network() {
      return network
    },
    accounts,
    addresses,
    async connect() {
      calls.push('bitcoin:connect')
      granted = true
      return { accounts: accounts() }
    },
    async signMessage({ account, message }) {
      calls.push('bitcoin:signMessage')
      if (!granted || !keyOf(account.address)) throw new Error('Unknown account')
      const text = new TextDecoder().decode(message)
      const wif = btc.WIF(account.address.startsWith('bc1') ? btc.NETWORK : btc.TEST_NETWORK).encode(key)
      return new Uint8Array(Buffer.from(Signer.sign(wif, account.address, text) as string, 'base64'))
    },
    signed,
    rejectNextTransaction() {
      rejectTransaction = true
    },
    async signTransaction({ psbt, inputsToSign }) {
      calls.push('bitcoin:signTransaction')
      signed.push(psbt)
      if (rejectTransaction) {
        rejectTransaction = false
        throw Object.assign(new Error('User rejected the request'), { code: 4001 })
      }
      const tx = btc.Transaction.fromPSBT(psbt)
      for (const { account, signingIndexes } of inputsToSign) {
        if (!granted || !keyOf(account.address)) throw new Error('Unknown account')
        for (const index of signingIndexes) tx.signIdx(key, index)
      }
      return tx.toPSBT()
    },
    async disconnect() {
      calls.push('standard:disconnect')
      granted = false
    },
    on(_event, listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    changeNetwork(next) {
      network = next
      if (granted) for (const listener of listeners) listener({ accounts: accounts() })
    },
  }
}

/** The wallet as the Wallet Standard's registry holds it (features over `wallet`), for a page or the memory platform. */
export function asStandardWallet(wallet: BitcoinStandardWallet, icon: string) {
  return {
    version: '1.0.0' as const,
    name: wallet.name,
    icon,
    chains: wallet.chains,
    get accounts() {
      return wallet.accounts()
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: wallet.connect },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (input: { account: { address: string }; message: Uint8Array }) => [
          { signedMessage: input.message, signature: await wallet.signMessage(input) },
        ],
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (input: Parameters<BitcoinStandardWallet['signTransaction']>[0]) => [
          { signedPsbt: await wallet.signTransaction(input) },
        ],
      },
      'standard:events': { version: '1.0.0', on: wallet.on },
      'standard:disconnect': { version: '1.0.0', disconnect: wallet.disconnect },
    },
  }
}
