import { SDK_TYPE_DEFAULT, SDK_VERSION, SOCIAL_PROVIDERS, THEME_MODE_DEFAULT, type Namespace } from '../constants'
import type { AccountType } from '../chains/types'
import type { Features, ResolvedOptions } from './options'

/** Feature defaults of spec §3. */
export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  multiWallet: true,
  pay: false,
  socials: [...SOCIAL_PROVIDERS],
}

/** Account type per namespace (spec §3). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<Namespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
  cosmos: 'eoa',
}

/** Defaults of the other options; the lists and objects are new for each instance, so none is shared. */
export const defaultOptions = (): Omit<ResolvedOptions, 'projectId' | 'features' | 'defaultAccountTypes'> => ({
  sdkType: SDK_TYPE_DEFAULT,
  sdkVersion: SDK_VERSION,
  enableEmbedded: false,
  allowUnsupportedChain: false,
  manualWCControl: false,
  enableNetworkSwitch: true,
  enableWalletConnect: true,
  enableEIP6963: true,
  enableInjected: true,
  enableWallets: true,
  enableReconnect: true,
  isUniversalProvider: false,
  allWallets: 'SHOW',
  themeMode: THEME_MODE_DEFAULT,
  debug: false,
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  customWallets: [],
  themeVariables: {},
  networks: [],
  adapters: [],
  connectors: [],
  apiUrls: {},
})
