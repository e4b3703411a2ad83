// @portico/sdk/eip155 — the EVM namespace: the adapter, chain ids, network switching, personal_sign and the actions
// (balance, sign, send, contract write). None of it loads viem at start: the actions fetch their viem half when they
// run. The viem clients themselves (`getPublicClient`, `getWalletClient`, …) are `@portico/sdk/eip155/clients`.
export { eip155, type Eip155Adapter } from './eip155'
export { eip155Adapter, type Eip155AdapterReturnType, type Eip155AdapterErrorType } from './eip155Adapter'
export {
  getEip155Provider,
  type Eip155Provider,
  type GetEip155ProviderReturnType,
  type GetEip155ProviderErrorType,
} from './getEip155Provider'
export { getAccounts, formatAddress } from './getAccounts'
export { parseChainId, toHexChainId } from './chainId'
export { switchEthereumChain, needsAddChain } from './switchEthereumChain'
export { personalSign } from './personalSign'
export { projectRpcUrl, rpcEndpoints, type RpcOptions } from './rpcEndpoints'
export {
  getBalance,
  type GetBalanceParams,
  type GetBalanceReturnType,
  type GetBalanceErrorType,
  signMessage,
  type SignMessageParams,
  type SignMessageReturnType,
  sendTransaction,
  type SendTransactionReturnType,
  writeContract,
  type WriteContractReturnType,
  type Eip155Balance,
  type SendTransactionParams,
  type WriteContractParams,
  type SignMessageErrorType,
  type SendTransactionErrorType,
  type WriteContractErrorType,
} from './actions'
