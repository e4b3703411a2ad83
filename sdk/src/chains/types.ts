import type { Namespace, SocialProvider } from '../constants'
import type { MutationStatus } from '../mutation/status'
import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../networks/types'

import type { ACCOUNT_TYPES } from '../constants'

/** An account's type: eoa, smartAccount, or bip122's payment and ordinal. */
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Where a namespace's account stands: connected, connecting, reconnecting or disconnected. */
export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** A token balance as the blockchain service reports it (spec §3 Token balance). */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** An embedded-wallet user session (spec §3). */
export interface EmbeddedUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}

/** One of an account's addresses, with its type (eoa, smart account, payment…). */
export interface AccountEntry {
  address: string
  type?: AccountType
}

/** The wallet a namespace is connected with, as the account view names it. */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  [key: string]: unknown
}

/** The account half of one namespace's state (spec §3 per-chain accountState). */
export interface AccountState {
  /** The selected tab of the account view: 0 Tokens, 1 NFTs, 2 Activity. */
  currentTab: number
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  /** Labels for addresses, by address. */
  addressLabels: Record<string, string>
  allAccounts: AccountEntry[]
  user?: EmbeddedUser
  caipAddress?: CaipAddress
  address?: string
  /** The native balance, as a decimal string in the network's currency (`balanceSymbol`). */
  balance?: string
  balanceSymbol?: string
  /** Where reading the native balance stands: `pending` while it is asked, `error` when it could not be read. */
  balanceStatus?: MutationStatus
  profileName?: string | null
  profileImage?: string | null
  addressExplorerUrl?: string
  connectedWalletInfo?: ConnectedWalletInfo
  /** The spec's preferredAccountTypes entry for this namespace. */
  preferredAccountType?: AccountType
  socialProvider?: SocialProvider
  farcasterUrl?: string
  /** The hash of the last transaction the account sent through Portico; the account's data reloads once it is mined. */
  lastTransactionHash?: string
  status: AccountStatus
}

/** The network half of one namespace's state (spec §3 per-chain networkState). */
export interface NetworkState {
  caipNetwork?: CaipNetwork
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
}

/** How the SDK asks a connected wallet to change network (filled by the namespace adapter). */
export interface NetworkClient {
  switchNetwork(network: CaipNetwork): Promise<void>
}

/** How the SDK drives connections of one namespace (filled by the connection layer). */
export interface ConnectionClient {
  disconnect(): Promise<void>
  /** Signs a text message with the connected account (eip155: personal_sign); present when the adapter can. */
  signMessage?(message: string): Promise<string>
  [operation: string]: unknown
}

/** One namespace's state (spec §3 per-chain state). */
export interface ChainState {
  namespace: Namespace
  networkState: NetworkState
  accountState: AccountState
  caipNetworks: CaipNetwork[]
  networkClient?: NetworkClient
  connectionClient?: ConnectionClient
  /** Set when the namespace has no network left: its connectors are filtered out. */
  connectorsHidden: boolean
}

/** The state of `$chains`: each namespace's account and active network. */
export type ChainsState = Partial<Record<Namespace, ChainState>>
