// @portico/sdk/walletconnect — the WalletConnect connector. This entry is light: the WalletConnect libraries
// are loaded with a dynamic import on first use, so an app that never pairs never downloads them.
export { walletConnect } from './walletConnect'
export type { WalletConnectParameters } from './types'
export type { WalletConnectClient } from './walletConnectClient'
export type { NamespaceProvider } from './namespaceProvider'
export { buildNamespaces, NAMESPACE_METHODS, NAMESPACE_EVENTS, type ProposalNamespace } from './namespaces'
export { sessionAccounts } from './sessionAccounts'
export { parseSessionEvent, parseChainReference, type SessionChange } from './parseSessionEvent'
export { supportsFeature, type NamespaceFeature } from '../chains/supportsFeature'
export { isProposalRefused } from './isProposalRefused'
export { DEFAULT_RELAY_URL, PAIRING_REFRESH_TIMER } from './constants'
