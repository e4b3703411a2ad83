import type { AccountType } from '../chains/types'
import type { Eip1193Provider } from '../connectors/types'

/**
 * A provider for the Bitcoin WalletConnect methods (`getAccountAddresses`, `signMessage`, `sendTransfer`, `signPsbt`)
 * over a browser wallet's own protocol (sats-connect, the Wallet Standard).
 */
export interface BitcoinWalletProvider extends Eip1193Provider {
  /** The CAIP-2 reference of the wallet's network. */
  readonly chainReference: string
  /**
   * The wallet builds transfers itself (`sendTransfer`, as sats-connect wallets do); when false it only signs them
   * (`signPsbt`), and Portico builds and broadcasts them over the network's Esplora API.
   */
  readonly sendsTransfers: boolean
  /** Asks for the payment and ordinals addresses (silently: only if the site is allowed); payment first. */
  connect(params: { silent: boolean }): Promise<{ addresses: string[]; types: AccountType[] }>
  /** Asks the wallet to move to another network; `chainChanged`, then `accountsChanged` with its addresses. */
  setChain(reference: string): Promise<void>
  /** Gives up the site's permission; stops following the wallet. */
  disconnect(): Promise<void>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}
