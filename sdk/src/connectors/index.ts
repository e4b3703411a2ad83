export type {
  Connector,
  ConnectorInfo,
  ConnectorType,
  ConnectorsState,
  ConnectedAccounts,
  DiscoveryContext,
  Eip1193Provider,
  NamespaceAdapter,
  NamespaceTransfer,
  ProviderRequest,
  SignatureVerdict,
  TransferRequest,
  VerifySignatureParams,
} from './types'
export { injected, type InjectedParameters } from './injected'
export { external, type ExternalParameters } from './external'
export { announcedConnector, discoverAnnounced, ANNOUNCE_EVENT, REQUEST_EVENT } from './eip6963'
export { withConnector } from './withConnector'
export { mergeConnectors } from './mergeConnectors'
export { addConnector } from './addConnector'
export { findConnector, type FindConnectorParams } from './findConnector'
export { watchConnectors, stopConnectors } from './watchConnectors'
