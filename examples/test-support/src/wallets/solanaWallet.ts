// Test helper: a real Wallet Standard wallet for Node, backed by a @solana/kit key pair. It signs messages and
// transactions with the key, sends through the RPC it is given (signAndSend), remembers whether the site was
// authorised, emits `change` events, and registers itself on a page's event target per the Wallet Standard.
import {
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getBase58Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type KeyPairSigner,
  type Rpc,
  type SendTransactionApi,
} from '@solana/kit'
import {
  APP_READY_EVENT,
  CONNECT,
  DISCONNECT,
  EVENTS,
  REGISTER_WALLET_EVENT,
  SIGN_AND_SEND_TRANSACTION,
  SIGN_MESSAGE,
  SIGN_TRANSACTION,
  type Wallet,
  type WalletAccount,
  type WalletChain,
  type WalletChange,
  type WalletsApi,
} from '@portico/sdk/solana'

export interface KitWalletOptions {
  signer: KeyPairSigner
  name?: string
  icon?: string
  /** Default: mainnet and devnet. */
  chains?: WalletChain[]
  /** Where `solana:signAndSendTransaction` sends; without it the wallet does not offer the feature. */
  rpc?: Rpc<SendTransactionApi>
  /** The site is already authorised (the wallet remembers an earlier connection). */
  authorized?: boolean
}

/** A wallet error as wallets throw it. */
export class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface KitWallet extends Wallet {
  /** Feature calls, in order (`standard:connect`, `solana:signMessage`, …; a silent connect is `standard:connect?silent`). */
  readonly calls: string[]
  readonly signer: KeyPairSigner
  /** The next non-silent connect is refused by the user (4001). */
  rejectNextConnect(): void
  /** The user picks another key in the wallet: `change` with the new account. */
  changeAccount(signer: KeyPairSigner): void
  /** The user revokes the site: `change` with no account. */
  lock(): void
  /** Emits a `change` event exactly as given (a misbehaving wallet). */
  emitChange(change: unknown): void
  /** Registers the wallet on `target` per the Wallet Standard (now, and whenever an app says it is ready); the stop. */
  register(target: EventTarget): () => void
}

export function kitWallet(options: KitWalletOptions): KitWallet {
  const chains = options.chains ?? (['solana:mainnet', 'solana:devnet'] as WalletChain[])
  const features: string[] = [SIGN_MESSAGE, SIGN_TRANSACTION, ...(options.rpc ? [SIGN_AND_SEND_TRANSACTION] : [])]
  const accountOf = (signer: KeyPairSigner): WalletAccount =>
    Object.freeze({
      address: signer.address,
      publicKey: new Uint8Array(getAddressEncoder().encode(signer.address)),
      chains,
      features,
    })
  let signer = options.signer
  let account = accountOf(signer)
  let authorized = options.authorized ?? false
  let rejectNext = false
  const calls: string[] = []
  const listeners = new Set<(change: WalletChange) => void>()
  const emit = (change: WalletChange) => {
    for (const listener of listeners) listener(change)
  }
  const requireAccount = (input: { account: WalletAccount }) => {
    if (!authorized || input.account.address !== signer.address)
      throw new WalletError(4100, 'The account is not authorized')
  }
  const sign = async (bytes: Uint8Array) => {
    const transaction = getTransactionDecoder().decode(bytes)
    return partiallySignTransaction([signer.keyPair], transaction)
  }

  const wallet: KitWallet = {
    version: '1.0.0',
    name: options.name ?? 'Kit Wallet',
    icon: options.icon ?? 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    chains,
    calls,
    get signer() {
      return signer
    },
    get accounts() {
      return authorized ? [account] : []
    },
    features: {
      [CONNECT]: {
        version: '1.0.0',
        async connect(input: { silent?: boolean } = {}) {
          calls.push(input.silent ? `${CONNECT}?silent` : CONNECT)
          if (input.silent) return { accounts: wallet.accounts }
          if (rejectNext) {
            rejectNext = false
            throw new WalletError(4001, 'User rejected the request.')
          }
          if (!authorized) {
            authorized = true
            emit({ accounts: wallet.accounts })
          }
          return { accounts: wallet.accounts }
        },
      },
      [DISCONNECT]: {
        version: '1.0.0',
        async disconnect() {
          calls.push(DISCONNECT)
          authorized = false
          emit({ accounts: [] })
        },
      },
      [EVENTS]: {
        version: '1.0.0',
        on(event: string, listener: (change: WalletChange) => void) {
          if (event === 'change') listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      [SIGN_MESSAGE]: {
        version: '1.1.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          calls.push(SIGN_MESSAGE)
          return Promise.all(
            inputs.map(async (input) => {
              requireAccount(input)
              const signature = new Uint8Array(await signBytes(signer.keyPair.privateKey, input.message))
              return { signedMessage: input.message, signature, signatureType: 'ed25519' as const }
            }),
          )
        },
      },
      [SIGN_TRANSACTION]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          calls.push(SIGN_TRANSACTION)
          return Promise.all(
            inputs.map(async (input) => {
              requireAccount(input)
              return {
                signedTransaction: new Uint8Array(getTransactionEncoder().encode(await sign(input.transaction))),
              }
            }),
          )
        },
      },
      ...(options.rpc
        ? {
            [SIGN_AND_SEND_TRANSACTION]: {
              version: '1.0.0',
              supportedTransactionVersions: ['legacy', 0],
              async signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
                calls.push(SIGN_AND_SEND_TRANSACTION)
                const results = []
                for (const input of inputs) {
                  requireAccount(input)
                  const signed = await sign(input.transaction)
                  await options
                    .rpc!.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
                    .send()
                  results.push({
                    signature: new Uint8Array(getBase58Encoder().encode(getSignatureFromTransaction(signed))),
                  })
                }
                return results
              },
            },
          }
        : {}),
    },
    rejectNextConnect() {
      rejectNext = true
    },
    changeAccount(next) {
      signer = next
      account = accountOf(next)
      if (authorized) emit({ accounts: [account] })
    },
    lock() {
      authorized = false
      emit({ accounts: [] })
    },
    emitChange(change) {
      emit(change as WalletChange)
    },
    register(target) {
      const onAppReady = (event: Event) => (event as CustomEvent<WalletsApi>).detail.register(wallet)
      target.addEventListener(APP_READY_EVENT, onAppReady)
      target.dispatchEvent(
        new CustomEvent(REGISTER_WALLET_EVENT, { detail: (api: WalletsApi) => api.register(wallet) }),
      )
      return () => target.removeEventListener(APP_READY_EVENT, onAppReady)
    },
  }
  return wallet
}
