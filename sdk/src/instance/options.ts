import type { Namespace, SocialProvider } from '../constants'
import type { AccountType } from '../chains/types'
import type { PorticoError } from '../errors'
import type { CaipNetwork, CaipNetworkId } from '../networks/types'
import type { Platform } from '../platform/types'
import type { ThemeMode, ThemeVariables } from '../theme/types'
import type { ConnectMethod } from '../ordering/orderConnectMethods'
import type { ConnectorTypeOrder } from '../ordering/orderConnectorTypes'
import type { Connector, NamespaceAdapter, SiwxConfig } from './extensions'


/** The feature switches of spec §3. */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  /** Social logins offered, in order; `false` offers none. */
  socials: SocialProvider[] | false
  /** Overrides the default order of connect methods. */
  connectMethodsOrder?: ConnectMethod[]
  /** Overrides the default order of connector types; the types left out follow. */
  connectorTypeOrder?: ConnectorTypeOrder[]
}

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** A wallet the integrator adds to the catalogue. */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  app_store?: string
  play_store?: string
}

export interface ApiUrls {
  catalogue?: string
  blockchain?: string
  analytics?: string
  frame?: string
  relay?: string
  /**
   * The WalletConnect Verify service a pairing attests the app's origin with (default: WalletConnect's own); the
   * devnet runs a stand-in at `<devnet>/verify`.
   */
  verify?: string
}

/** Everything an integrator can pass to `createPortico` (spec §3 options). */
export interface PorticoOptions {
  projectId: string
  sdkType?: string
  sdkVersion?: string
  features?: Partial<Features>
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  customWallets?: CustomWallet[]
  /** Tokens shown per network: the token's address and an optional image. */
  tokens?: Partial<Record<CaipNetworkId, { address: string; image?: string }>>
  metadata?: Metadata
  siwx?: SiwxConfig
  /** The older sign-in-with-Ethereum configuration; set this or `siwx`, not both. */
  siweConfig?: Record<string, unknown>
  enableEmbedded?: boolean
  allowUnsupportedChain?: boolean
  /** Basic WalletConnect mode: the app drives the pairing itself. */
  manualWCControl?: boolean
  enableNetworkSwitch?: boolean
  enableWalletConnect?: boolean
  enableEIP6963?: boolean
  enableInjected?: boolean
  enableWallets?: boolean
  enableReconnect?: boolean
  enableWalletGuide?: boolean
  enableMobileFullScreen?: boolean
  enableAuthLogger?: boolean
  enableCoinbase?: boolean
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
  experimentalPreferUniversalLinks?: boolean
  disableAppend?: boolean
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  defaultAccountTypes?: Partial<Record<Namespace, AccountType>>
  customRpcUrls?: Partial<Record<CaipNetworkId, { url: string; config?: Record<string, unknown> }[]>>
  isUniversalProvider?: boolean
  universalProviderConfigOverride?: Record<string, unknown>
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  networks?: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  adapters?: NamespaceAdapter[]
  connectors?: Connector[]
  apiUrls?: ApiUrls
  /** Default: the browser platform in a browser, the memory platform elsewhere. */
  platform?: Platform
  /**
   * Gives this instance storage of its own: its keys become `@portico/<scope>/…` instead of `@portico/…` (and the
   * WalletConnect session's prefix `portico-<scope>` unless `walletConnect()` sets one). Set it on every instance
   * but one when a page runs several, so none reconnects from or clears another's wallet. Letters, digits, `-`
   * and `_`, up to 32. Default: none (the fixed prefix).
   *
   * @example
   * createPortico({ ...options, storageScope: 'checkout' })
   */
  storageScope?: string
  clientId?: string
  debug?: boolean
  /** Called with every error an action throws, before it is rethrown. */
  onError?: (error: PorticoError) => void
}

type Defaulted =
  | 'sdkType'
  | 'sdkVersion'
  | 'featuredWalletIds'
  | 'includeWalletIds'
  | 'excludeWalletIds'
  | 'customWallets'
  | 'enableEmbedded'
  | 'allowUnsupportedChain'
  | 'manualWCControl'
  | 'enableNetworkSwitch'
  | 'enableWalletConnect'
  | 'enableEIP6963'
  | 'enableInjected'
  | 'enableWallets'
  | 'enableReconnect'
  | 'isUniversalProvider'
  | 'allWallets'
  | 'themeMode'
  | 'themeVariables'
  | 'networks'
  | 'adapters'
  | 'connectors'
  | 'apiUrls'
  | 'debug'

/** The options with every default of spec §3 filled in. */
export type ResolvedOptions = Omit<PorticoOptions, Defaulted | 'features' | 'defaultAccountTypes' | 'platform'> &
  Required<Pick<PorticoOptions, Defaulted>> & {
    features: Features
    defaultAccountTypes: Record<Namespace, AccountType>
  }
