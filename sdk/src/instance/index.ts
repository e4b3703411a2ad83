export { createPortico } from './createPortico'
export type { Portico } from './types'
export type {
  PorticoOptions,
  ResolvedOptions,
  Features,
  Metadata,
  CustomWallet,
  ApiUrls,
} from './options'
export type { NamespaceAdapter, Connector, ConnectorType, SiwxConfig } from './extensions'
export { DEFAULT_FEATURES, DEFAULT_ACCOUNT_TYPES, defaultOptions } from './defaults'
export { resolveOptions } from './resolveOptions'
