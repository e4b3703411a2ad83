export type {
  AccountType,
  AccountState,
  AccountStatus,
  AccountEntry,
  ChainState,
  ChainsState,
  ConnectedWalletInfo,
  ConnectionClient,
  EmbeddedUser,
  NetworkClient,
  NetworkState,
  TokenBalance,
} from './types'
export type { NetworkView } from './networkView'
export { initialAccountState, initialChainState, initialChainsState } from './initialState'
export { getChain } from './updateChain'
export { updateAccountState } from './updateAccountState'
export { setAccountProp } from './setAccountProp'
export { setCaipAddress } from './setCaipAddress'
export { resetAccount } from './resetAccount'
export { setChainClients } from './setChainClients'
export { setActiveNetwork } from './setActiveNetwork'
export { switchNetwork } from './switchNetwork'
export { addNetwork } from './addNetwork'
export { removeNetwork } from './removeNetwork'
