export {
  type AccountType,
  type AccountState,
  type AccountStatus,
  type AccountEntry,
  type ChainState,
  type ChainsState,
  type ConnectedWalletInfo,
  type ConnectionClient,
  type EmbeddedUser,
  type NetworkClient,
  type NetworkState,
  type TokenBalance,
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
