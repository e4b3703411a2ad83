import type { Metadata } from '../instance/options'

/** Options of `walletConnect()`; every one has a default from the instance's options. */
export interface WalletConnectParameters {
  /** Default: the app's `projectId`. */
  projectId?: string
  /** Default: the app's `apiUrls.relay`, else WalletConnect's public relay. */
  relayUrl?: string
  /** Default: the app's `metadata`. */
  metadata?: Metadata
  /**
   * Where the provider keeps its session data. In a browser leave both unset (the provider's own storage);
   * in Node give a prefix of its own and a database (`':memory:'`, or a file to restore sessions from).
   */
  customStoragePrefix?: string
  storageOptions?: { database?: string }
}
