// Test helper: a real wallet on @reown/walletkit, reachable only through the relay. It holds an eip155 account
// (a viem private key, transactions sent to anvil) plus a Solana, a Bitcoin, a Cosmos and a Polkadot account with
// fixed test keys, so a session spans every namespace and each signs messages as its ecosystem does (ed25519 for
// Solana and Polkadot's raw bytes, bip322-js, CosmJS). Nothing about it is mocked: it is the wallet SDK wallets ship with.
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import { createWalletClient, http, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { NAMESPACE_EVENTS, NAMESPACE_METHODS } from '@portico/sdk/walletconnect'
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { encodeAddress } from '@polkadot/util-crypto'
import { base58, bech32, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { Signer } from 'bip322-js'

/** Fixed test keys (never funded anywhere): SHA-256 of a label. */
const testKey = (label: string) => sha256(new TextEncoder().encode(`portico walletconnect test ${label}`))
const BITCOIN_KEY = testKey('bitcoin')
const COSMOS_KEY = testKey('cosmos')
const POLKADOT_SEED = testKey('polkadot')
const SOLANA_SEED = testKey('solana')

export const BITCOIN_CHAIN = 'bip122:000000000019d6689c085ae165831e93'
export const BITCOIN_ADDRESS = btc.p2wpkh(secp256k1.getPublicKey(BITCOIN_KEY, true)).address as string
export const COSMOS_CHAIN = 'cosmos:cosmoshub-4'
export const COSMOS_PUBLIC_KEY = secp256k1.getPublicKey(COSMOS_KEY, true)
export const COSMOS_ADDRESS = bech32.encode(
  'cosmos',
  bech32.toWords(ripemd160(sha256(secp256k1.getPublicKey(COSMOS_KEY, true)))),
)
export const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** An ed25519 Solana account: its base58 public key. */
export const SOLANA_ADDRESS = base58.encode(ed25519.getPublicKey(SOLANA_SEED))
export const POLKADOT_CHAIN = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
/** An ed25519 Polkadot account, in Polkadot's SS58 format (prefix 0). */
export const POLKADOT_ADDRESS = encodeAddress(ed25519.getPublicKey(POLKADOT_SEED), 0)

export interface TestWalletOptions {
  relayUrl: string
  rpcUrl: string
  account: PrivateKeyAccount
  /** eip155 chains the wallet has the account on (default eip155:31337). */
  evmChains?: string[]
  /** Bitcoin chains the wallet has its Bitcoin account on (default BITCOIN_CHAIN). */
  bitcoinChains?: string[]
  /** How the wallet answers the n-th proposal or sign-in request (from 1); default: approve every one. */
  decide?: (proposal: number) => 'approve' | 'reject'
}

let walletCount = 0

export async function startTestWallet(options: TestWalletOptions) {
  const { account } = options
  const evmChains = options.evmChains ?? ['eip155:31337']
  const bitcoinChains = options.bitcoinChains ?? [BITCOIN_CHAIN]
  const core = new Core({
    projectId: 'portico-test',
    relayUrl: options.relayUrl,
    customStoragePrefix: `test-wallet-${++walletCount}`,
    storageOptions: { database: ':memory:' },
  })
  const walletkit = await WalletKit.init({
    core,
    metadata: { name: 'Portico test wallet', description: 'Signs for tests', url: 'http://127.0.0.1', icons: [] },
  })
  const chain = createWalletClient({ account, chain: foundry, transport: http(options.rpcUrl) })
  const requests: string[] = []
  let proposals = 0
  let authentications = 0

  walletkit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    proposals += 1
    if ((options.decide?.(proposals) ?? 'approve') === 'reject') {
      await walletkit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: evmChains,
          methods: [...NAMESPACE_METHODS.eip155],
          events: [...NAMESPACE_EVENTS.eip155],
          accounts: evmChains.map((c) => `${c}:${account.address}`),
        },
        bip122: {
          chains: bitcoinChains,
          methods: [...NAMESPACE_METHODS.bip122],
          events: [...NAMESPACE_EVENTS.bip122],
          accounts: bitcoinChains.map((c) => `${c}:${BITCOIN_ADDRESS}`),
        },
        cosmos: {
          chains: [COSMOS_CHAIN],
          methods: [...NAMESPACE_METHODS.cosmos],
          events: [...NAMESPACE_EVENTS.cosmos],
          accounts: [`${COSMOS_CHAIN}:${COSMOS_ADDRESS}`],
        },
        solana: {
          chains: [SOLANA_CHAIN],
          methods: [...NAMESPACE_METHODS.solana],
          events: [...NAMESPACE_EVENTS.solana],
          accounts: [`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`],
        },
        polkadot: {
          chains: [POLKADOT_CHAIN],
          methods: [...NAMESPACE_METHODS.polkadot],
          events: [...NAMESPACE_EVENTS.polkadot],
          accounts: [`${POLKADOT_CHAIN}:${POLKADOT_ADDRESS}`],
        },
      },
    })
    await walletkit.approveSession({ id, namespaces })
  })

  // One-click sign-in: the wallet signs the request's message on each of its chains and answers with the CACAOs.
  walletkit.on('session_authenticate', async ({ id, params }: WalletKitTypes.SessionAuthenticate) => {
    proposals += 1
    if ((options.decide?.(proposals) ?? 'approve') === 'reject') {
      await walletkit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains: evmChains,
      methods: [...NAMESPACE_METHODS.eip155],
    })
    const auths = []
    for (const chainId of payload.chains) {
      const iss = `did:pkh:${chainId}:${account.address}`
      const message = walletkit.formatAuthMessage({ request: payload, iss })
      const signature = await account.signMessage({ message })
      auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
    }
    authentications += 1
    await walletkit.approveSessionAuthenticate({ id, auths })
  })

  walletkit.on('session_request', async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const { method, params: args } = params.request
    requests.push(method)
    try {
      const result = await answer(method, args)
      await walletkit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await walletkit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code: 5000, message } } })
    }
  })

  async function answer(method: string, args: unknown): Promise<unknown> {
    if (method === 'personal_sign') {
      const [message] = args as [Hex]
      return account.signMessage({ message: { raw: message } })
    }
    if (method === 'eth_sendTransaction') {
      const [tx] = args as [{ to: Hex; value?: Hex; data?: Hex }]
      return chain.sendTransaction({ to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, data: tx.data })
    }
    if (method === 'signMessage') {
      const { address, message } = args as { address: string; message: string }
      if (address !== BITCOIN_ADDRESS) throw new Error(`no key for ${address}`)
      return { address, signature: Signer.sign(btc.WIF().encode(BITCOIN_KEY), address, message) }
    }
    if (method === 'cosmos_signAmino') {
      const { signerAddress, signDoc } = args as { signerAddress: string; signDoc: StdSignDoc }
      const { signed, signature } = await (await Secp256k1Wallet.fromKey(COSMOS_KEY, 'cosmos')).signAmino(
        signerAddress,
        signDoc,
      )
      return { signed, signature }
    }
    if (method === 'solana_signMessage') {
      const { message, pubkey } = args as { message: string; pubkey: string }
      if (pubkey !== SOLANA_ADDRESS) throw new Error(`no key for ${pubkey}`)
      return { signature: base58.encode(ed25519.sign(base58.decode(message), SOLANA_SEED)) }
    }
    if (method === 'polkadot_signMessage') {
      const { address, message } = args as { address: string; message: string }
      if (address !== POLKADOT_ADDRESS) throw new Error(`no key for ${address}`)
      // As Polkadot signers sign raw bytes: the message wrapped in <Bytes>…</Bytes>.
      const wrapped = new TextEncoder().encode(`<Bytes>${message}</Bytes>`)
      return { signature: `0x${hex.encode(ed25519.sign(wrapped, POLKADOT_SEED))}` }
    }
    throw new Error(`the test wallet does not answer ${method}`)
  }

  const sessionTopic = () => {
    const [topic] = Object.keys(walletkit.getActiveSessions())
    if (!topic) throw new Error('the test wallet has no session')
    return topic
  }

  return {
    walletkit,
    requests,
    proposals: () => proposals,
    /** How many one-click sign-ins the wallet approved. */
    authentications: () => authentications,
    pair: (uri: string) => walletkit.pair({ uri }),
    activeSessions: () => Object.keys(walletkit.getActiveSessions()),
    disconnect: () => walletkit.disconnectSession({ topic: sessionTopic(), reason: getSdkError('USER_DISCONNECTED') }),
    /** Replaces the session's eip155 accounts (a `session_update`), keeping its chains. */
    updateEvmAccounts: async (addresses: string[]) => {
      const topic = sessionTopic()
      const { namespaces } = walletkit.getActiveSessions()[topic]!
      const eip155 = namespaces.eip155!
      const accounts = evmChains.flatMap((c) => addresses.map((a) => `${c}:${a}`))
      await walletkit.updateSession({ topic, namespaces: { ...namespaces, eip155: { ...eip155, accounts } } })
    },
    emit: (name: string, data: unknown, chainId: string) =>
      walletkit.emitSessionEvent({ topic: sessionTopic(), event: { name, data }, chainId }),
    /** Closes the wallet's relay socket and timers. */
    async close() {
      walletkit.core.heartbeat.stop()
      if (walletkit.core.relayer.connected) await walletkit.core.relayer.transportClose()
    },
  }
}

export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>
