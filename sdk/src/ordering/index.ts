export { orderWithDefaults } from './orderWithDefaults'
export {
  CONNECT_METHODS,
  orderConnectMethods,
  type ConnectMethod,
  type ConnectMethodsInput,
} from './orderConnectMethods'
export { CONNECTOR_TYPES, orderConnectorTypes, type ConnectorTypeOrder } from './orderConnectorTypes'
export { cappedRecommendedCount, type ConnectRows } from './cappedRecommendedCount'
