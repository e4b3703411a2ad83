// The shapes later features plug in. Connectors and namespace adapters live in `../connectors`.
export type { NamespaceAdapter, Connector, ConnectorType } from '../connectors/types'

/** A sign-in-with-wallet configuration: defined by the sign-in feature (`@portico/sdk/siwx`). */
export type { SiwxConfig } from '../siwx/types'
