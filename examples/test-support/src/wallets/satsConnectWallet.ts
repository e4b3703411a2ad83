// Test helper: a Bitcoin browser wallet for Node that answers the sats-connect protocol (as Xverse does), with a
// secp256k1 key: a native segwit payment address and a taproot ordinals address on the wallet's network. Messages
// are signed with bip322-js (BIP-322) or bitcoinjs-message (ECDSA), the Bitcoin ecosystem's own libraries.
// `sendTransfer` builds and signs a real transaction with @scure/btc-signer, spending a made-up coin of the wallet's
// (no Bitcoin node runs here to broadcast to); its id is what the wallet answers, the transaction is kept for tests.
import { secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import { hex } from '@scure/base'
import { Signer } from 'bip322-js'
import bitcoinMessage from 'bitcoinjs-message'
import { BITCOIN_TEST_NETWORKS, type BitcoinTestNetwork, bitcoinKeyAddresses } from './bitcoinKey'

export type SatsNetworkName = 'Mainnet' | 'Testnet' | 'Signet'

export interface SatsConnectWalletOptions {
  privateKey: Uint8Array
  network?: SatsNetworkName
  /** The site is already allowed (the wallet remembers an earlier connection). */
  authorized?: boolean
  /** The wallet signs messages this way unless asked otherwise (default BIP322). */
  protocol?: 'BIP322' | 'ECDSA'
}

type Answer =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

export interface SatsConnectWallet {
  request(method: string, params?: unknown): Promise<Answer>
  addListener(event: string, listener: (...args: unknown[]) => void): () => void
  /** Methods asked for, in order. */
  readonly calls: string[]
  readonly network: SatsNetworkName
  readonly authorized: boolean
  /** The payment (native segwit) and ordinals (taproot) addresses on the current network. */
  addresses(): { payment: string; ordinals: string }
  /** The transactions `sendTransfer` signed, by id. */
  readonly sent: Map<string, btc.Transaction>
  /** The user declines the next request of `method` (sats-connect's code -32000). */
  rejectNext(method: string): void
  /** The user switches network in the wallet: `networkChange`. */
  changeNetwork(name: SatsNetworkName): void
}

export function satsConnectWallet(options: SatsConnectWalletOptions): SatsConnectWallet {
  const key = options.privateKey
  const publicKey = secp256k1.getPublicKey(key, true)
  const calls: string[] = []
  const sent = new Map<string, btc.Transaction>()
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  let network: SatsNetworkName = options.network ?? 'Mainnet'
  let authorized = options.authorized ?? false
  let rejecting: string | undefined
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const name = () => network.toLowerCase() as BitcoinTestNetwork
  const net = () => BITCOIN_TEST_NETWORKS[name()]
  const addresses = () => bitcoinKeyAddresses(publicKey, name())
  const accounts = () => [
    { address: addresses().payment, publicKey: hex.encode(publicKey), purpose: 'payment', addressType: 'p2wpkh' },
    {
      address: addresses().ordinals,
      publicKey: hex.encode(publicKey.subarray(1)),
      purpose: 'ordinals',
      addressType: 'p2tr',
    },
  ]
  const ok = (result: unknown): Answer => ({ jsonrpc: '2.0', id: String(calls.length), result })
  const fail = (code: number, message: string): Answer => ({
    jsonrpc: '2.0',
    id: String(calls.length),
    error: { code, message },
  })

  const answer = async (method: string, params: Record<string, unknown>): Promise<Answer> => {
    if (method === 'getAccounts') {
      authorized = true
      return ok(accounts())
    }
    if (method === 'wallet_getNetwork') return ok({ bitcoin: { name: network }, stacks: { name: network } })
    if (!authorized) return fail(-32002, 'Access denied')
    switch (method) {
      case 'wallet_getAccount':
        return ok({
          id: 'account-1',
          addresses: accounts(),
          walletType: 'software',
          network: { bitcoin: { name: network } },
        })
      case 'wallet_changeNetwork':
        network = params.name as SatsNetworkName
        return ok(true)
      case 'wallet_renouncePermissions':
        authorized = false
        return ok(true)
      case 'signMessage': {
        const address = params.address as string
        if (address !== addresses().payment && address !== addresses().ordinals) return fail(-32602, 'Unknown address')
        const message = params.message as string
        const protocol = (params.protocol as string | undefined) ?? options.protocol ?? 'BIP322'
        const signature =
          protocol === 'ECDSA'
            ? bitcoinMessage.sign(message, Buffer.from(key), true, { segwitType: 'p2wpkh' }).toString('base64')
            : Signer.sign(btc.WIF(net()).encode(key), address, message)
        return ok({ signature, messageHash: '', address, protocol })
      }
      case 'sendTransfer': {
        const [recipient] = params.recipients as { address: string; amount: number }[]
        if (!recipient) return fail(-32602, 'No recipient')
        const tx = new btc.Transaction()
        const payment = btc.p2wpkh(publicKey, net())
        const coin = 1_000_000n // the made-up coin this wallet spends
        tx.addInput({
          txid: new Uint8Array(32).fill(7),
          index: 0,
          witnessUtxo: { script: payment.script, amount: coin },
        })
        tx.addOutputAddress(recipient.address, BigInt(recipient.amount), net())
        tx.addOutputAddress(addresses().payment, coin - BigInt(recipient.amount) - 500n, net())
        tx.sign(key)
        tx.finalize()
        sent.set(tx.id, tx)
        return ok({ txid: tx.id })
      }
      default:
        return fail(-32601, `Method not found: ${method}`)
    }
  }

  return {
    calls,
    sent,
    get network() {
      return network
    },
    get authorized() {
      return authorized
    },
    addresses,
    async request(method, params) {
      calls.push(method)
      if (rejecting === method) {
        rejecting = undefined
        return fail(-32000, 'User rejected the request')
      }
      return answer(method, (params ?? {}) as Record<string, unknown>)
    },
    addListener(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return () => void listeners.get(event)?.delete(listener)
    },
    rejectNext(method) {
      rejecting = method
    },
    changeNetwork(name) {
      network = name
      emit('networkChange', { bitcoin: { name } })
    },
  }
}
