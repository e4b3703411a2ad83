import type UniversalProviderClass from '@walletconnect/universal-provider'

/** A started universal provider. */
export type UniversalProvider = UniversalProviderClass
/** An approved WalletConnect session. */
export type Session = NonNullable<UniversalProvider['session']>
import type { Metadata } from '../instance/options'
import { importWithPeer } from '../errors/importWithPeer'

/** What the universal provider is started with. */
export interface UniversalProviderInit {
  projectId: string
  relayUrl: string
  metadata?: Metadata
  customStoragePrefix?: string
  storageOptions?: { database?: string }
}

/**
 * Loads @walletconnect/universal-provider (a dynamic import: the code is fetched on first use only, never with
 * the app's start-up bundle) and starts it.
 */
export async function loadUniversalProvider(init: UniversalProviderInit): Promise<UniversalProvider> {
  const { UniversalProvider } = await loadUniversalProviderCode()
  return UniversalProvider.init(init)
}

/** Fetches @walletconnect/universal-provider's code (once; the browser keeps the module) without starting it. */
export function loadUniversalProviderCode() {
  return importWithPeer(['@walletconnect/universal-provider'], () => import('@walletconnect/universal-provider'))
}
