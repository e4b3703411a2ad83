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
  /**
   * Several wallets at once: connecting another wallet keeps the earlier ones (switch with `switchConnection`,
   * disconnect one with `disconnect(p, { connectionId })`). Off, a new connection replaces the namespace's.
   */
  multiWallet: boolean
  /** Social logins offered, in order; `false` offers none. */
  socials: SocialProvider[] | false
  /** Overrides the default order of connect methods. */
  connectMethodsOrder?: ConnectMethod[]
  /** Overrides the default order of connector types; the types left out follow. */
  connectorTypeOrder?: ConnectorTypeOrder[]
}

/** What the app says about itself (WalletConnect and the embedded wallet show it): name, description, URL, icons. */
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

/** Where an instance reaches Portico's services (for the devnet, or a proxy of the app's own). */
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
  /** The app's project id, sent to Portico's services (catalogue, blockchain API, analytics) and WalletConnect. */
  projectId: string
  /**
   * The SDK's name as the services see it (a header of every request and in the embedded wallet's frame); default
   * `appkit`, as the spec's services expect.
   */
  sdkType?: string
  /** The SDK's version as the services see it, beside `sdkType`. */
  sdkVersion?: string
  /** Feature switches (e-mail, social logins and their order, swaps, on-ramp, analytics, All Wallets, …); see `Features`. */
  features?: Partial<Features>
  /** Catalogue wallets the Connect view lists first, in this order (their ids in the catalogue). */
  featuredWalletIds?: string[]
  /** Only these catalogue wallets are listed (All Wallets, search and the recommended rows). */
  includeWalletIds?: string[]
  /** These catalogue wallets are never listed. */
  excludeWalletIds?: string[]
  /** The app's own wallets, listed with the catalogue's (their links must pass the URL policy). */
  customWallets?: CustomWallet[]
  /** Tokens shown per network: the token's address and an optional image. */
  tokens?: Partial<Record<CaipNetworkId, { address: string; image?: string }>>
  /** The app as wallets and the embedded wallet show it: name, description, URL (the sign-in message's domain) and icons. */
  metadata?: Metadata
  /** Sign in with the wallet after connecting (`defaultSiwx()` or a configuration of your own, from `@portico/sdk/siwx`). */
  siwx?: SiwxConfig
  /** The older sign-in-with-Ethereum configuration; set this or `siwx`, not both. */
  siweConfig?: Record<string, unknown>
  /** The embedded wallet is in use: closing the modal while connected goes back to the Account view. Default false. */
  enableEmbedded?: boolean
  /** A wallet may stay on a network the app did not ask for: UnsupportedChain is not shown. Default false. */
  allowUnsupportedChain?: boolean
  /** Basic WalletConnect mode: the app drives the pairing itself. */
  manualWCControl?: boolean
  /** Show UnsupportedChain, asking to switch, when the wallet is on a network the app did not ask for. Default true. */
  enableNetworkSwitch?: boolean
  /** List WalletConnect (and the catalogue's wallets, which connect through it) when the app has the `walletConnect()` connector. Default true. */
  enableWalletConnect?: boolean
  /** Discover browser wallets that announce themselves (EIP-6963). Default true. */
  enableEIP6963?: boolean
  /** Use the page's `window.ethereum` when no wallet announces itself. Default true. */
  enableInjected?: boolean
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  enableWallets?: boolean
  /** Restore the connection of the last visit on start, without a prompt. Default true. */
  enableReconnect?: boolean
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  enableWalletGuide?: boolean
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  enableMobileFullScreen?: boolean
  /** The embedded wallet's frame logs its messages in its console. Default false. */
  enableAuthLogger?: boolean
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  enableCoinbase?: boolean
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  experimentalPreferUniversalLinks?: boolean
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  disableAppend?: boolean
  /** Your terms of service: the Connect view shows a legal line linking them (with the `legalCheckbox` feature, the user must agree first). */
  termsConditionsUrl?: string
  /** Your privacy policy, linked from the same legal line. */
  privacyPolicyUrl?: string
  /** The account type the embedded wallet starts with per namespace (`smartAccount` or `eoa` on eip155, `payment` on bip122). */
  defaultAccountTypes?: Partial<Record<Namespace, AccountType>>
  /** RPC endpoints of your own per network, used instead of the project RPC and the network's own (a paid node). */
  customRpcUrls?: Partial<Record<CaipNetworkId, { url: string; config?: Record<string, unknown> }[]>>
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  isUniversalProvider?: boolean
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
  universalProviderConfigOverride?: Record<string, unknown>
  /** Where the All Wallets row shows: 'SHOW' (default), 'HIDE', or 'ONLY_MOBILE'. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  /**
   * The language the modal speaks ('fr', 'pt-BR'); default: the browser's languages, else English. `setLocale`
   * changes it later.
   */
  locale?: string
  /** 'dark' (default) or 'light'; `setThemeMode` changes it later. */
  themeMode?: ThemeMode
  /** Theme overrides (accent, font, radius master, z-index, …) as CSS custom properties on the kit root. */
  themeVariables?: ThemeVariables
  /** The networks the app works on, of any of the five namespaces; the first of the active namespace is the default. */
  networks?: CaipNetwork[]
  /** The network to start on, when not the first of `networks`. */
  defaultNetwork?: CaipNetwork
  /** One adapter per namespace the app connects on (`eip155()`, `solana()`): addresses, networks, signing, transfers. */
  adapters?: NamespaceAdapter[]
  /** How users connect: `injected()` (browser wallets), `walletConnect()`, `embeddedWallet()`, or your own. */
  connectors?: Connector[]
  /** Portico's services (catalogue, blockchain API, analytics, the embedded wallet's frame, the WalletConnect relay and Verify); default: Portico's public ones. */
  apiUrls?: ApiUrls
  /** Default: the browser platform in a browser, the memory platform elsewhere. */
  platform?: Platform
  /**
   * Gives this instance storage of its own: its keys become `@portico/<scope>/…` instead of `@portico/…` (and the
   * WalletConnect session's prefix `portico-<scope>` unless `walletConnect()` sets one). Letters, digits, `-` and
   * `_`, up to 32. Default: none (the fixed prefix) for the first instance on a storage; each further instance on
   * the same storage without one gets `instance-2`, `instance-3`… in the order they are created (read it in
   * `$options`), so none reconnects from or clears another's wallet. An instance created again with the same
   * project, networks, connectors and metadata (a hot reload of its module) keeps the scope the first had.
   * Name them when the order can change.
   *
   * @example
   * createPortico({ ...options, storageScope: 'checkout' })
   */
  storageScope?: string
  /** An id of this browser for the services (the catalogue and blockchain API), when the app keeps one. */
  clientId?: string
  /** Accepted for the spec's option list; it changes nothing in Portico yet. */
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
