// @portico/sdk/eip155/clients — viem clients over the instance's eip155 networks and connected wallet, for apps that
// call viem directly. Its own entry: importing it loads viem, which `@portico/sdk/eip155` never does at start.
export {
  getPublicClient,
  type GetPublicClientReturnType,
  type GetPublicClientErrorType,
  type GetPublicClientParams,
} from '../getPublicClient'
export { getWalletClient, type GetWalletClientReturnType, type GetWalletClientErrorType } from '../getWalletClient'
export { rpcTransport } from '../rpcTransport'
export { toViemChain } from '../toViemChain'
