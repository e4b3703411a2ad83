// @portico/sdk/wagmi — Portico in a wagmi app: a connector for the wallet a user connects with Portico, and a wagmi
// config made from the instance's networks. It needs @wagmi/core (2.x or 3.x) and viem, which a wagmi app has; no
// other entry imports it, so an app without wagmi ships none of it.
export {
  porticoConnector,
  PORTICO_CONNECTOR_ID,
  type PorticoConnectorReturnType,
  type PorticoConnectorErrorType,
} from './porticoConnector'
export {
  createWagmiConfig,
  type CreateWagmiConfigParams,
  type CreateWagmiConfigReturnType,
  type CreateWagmiConfigErrorType,
} from './createWagmiConfig'
