// The Bitcoin features of the Wallet Standard that Portico uses, written from the Bitcoin wallet standard; the parts
// every chain shares are in `walletStandard/`.
import type { WalletAccount } from '../../walletStandard/types'

/** The Bitcoin Wallet Standard feature that connects (with the purposes of the addresses wanted). */
export const BITCOIN_CONNECT = 'bitcoin:connect'
/** The Bitcoin Wallet Standard feature that signs a message. */
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'
/** The Bitcoin Wallet Standard feature that signs a transaction (a PSBT). */
export const BITCOIN_SIGN_TRANSACTION = 'bitcoin:signTransaction'

/** A Bitcoin account: a Wallet Standard account that may say what it is for. */
export interface BitcoinWalletAccount extends WalletAccount {
  readonly purpose?: 'payment' | 'ordinals' | string
}

/** The Bitcoin Wallet Standard connect feature. */
export interface BitcoinConnectFeature {
  readonly version: string
  connect(input: {
    purposes: readonly ('payment' | 'ordinals')[]
  }): Promise<{ readonly accounts: readonly BitcoinWalletAccount[] }>
}

/** The Bitcoin Wallet Standard sign-message feature (BIP-322 or ECDSA signature bytes). */
export interface BitcoinSignMessageFeature {
  readonly version: string
  signMessage(
    ...inputs: { account: BitcoinWalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

/** The Bitcoin Wallet Standard sign-transaction feature: signs the given inputs of a PSBT with the given accounts. */
export interface BitcoinSignTransactionFeature {
  readonly version: string
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      inputsToSign: { account: BitcoinWalletAccount; signingIndexes: number[] }[]
      chain?: `${string}:${string}`
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}
