export {
  createBlockchainClient,
  type BlockchainClient,
  type BuildSwapBody,
  type ConvertQuotesParams,
  type OnrampUrlBody,
  type RegisterNameBody,
  type RpcRequest,
} from './createBlockchainClient'
export { isNetworkSupported } from './isNetworkSupported'
