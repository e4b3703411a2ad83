// The Solana features of the Wallet Standard that Portico uses, written from the standard; the parts every chain
// shares are in `walletStandard/`.
import type { WalletAccount, WalletChain } from '../../walletStandard/types'

export * from '../../walletStandard/types'

/** The Solana Wallet Standard feature that signs a message. */
export const SIGN_MESSAGE = 'solana:signMessage'
/** The Solana Wallet Standard feature that signs a transaction. */
export const SIGN_TRANSACTION = 'solana:signTransaction'
/** The Solana Wallet Standard feature that signs and sends a transaction. */
export const SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction'

/** The Solana Wallet Standard sign-message feature. */
export interface SignMessageFeature {
  readonly version: '1.0.0' | '1.1.0'
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array; signatureType?: 'ed25519' }[]>
}

/** The Solana Wallet Standard sign-transaction feature. */
export interface SignTransactionFeature {
  readonly version: '1.0.0'
  readonly supportedTransactionVersions: readonly ('legacy' | 0)[]
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: WalletChain }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}

/** The Solana Wallet Standard sign-and-send feature. */
export interface SignAndSendTransactionFeature {
  readonly version: '1.0.0'
  readonly supportedTransactionVersions: readonly ('legacy' | 0)[]
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain: WalletChain
      options?: Record<string, unknown>
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
