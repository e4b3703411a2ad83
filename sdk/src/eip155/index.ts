// @portico/sdk/eip155 — the EVM namespace on viem. Everything that needs viem lives behind this entry.
export { eip155, type Eip155Adapter } from './eip155'
export { eip155Adapter } from './eip155Adapter'
export { getAccounts, formatAddress } from './getAccounts'
export { parseChainId, toHexChainId } from './chainId'
export { switchEthereumChain, needsAddChain } from './switchEthereumChain'
export { personalSign } from './personalSign'
export { projectRpcUrl, rpcEndpoints } from './rpcEndpoints'
export { rpcTransport } from './rpcTransport'
export { toViemChain } from './toViemChain'
export { getPublicClient, eip155Network } from './getPublicClient'
export { getWalletClient } from './getWalletClient'
export {
  getBalance,
  signMessage,
  sendTransaction,
  writeContract,
  type Eip155Balance,
  type SendTransactionParams,
  type WriteContractParams,
} from './actions'
