export { connect, type ConnectParams, type ConnectReturnType, type ConnectErrorType } from './connect'
export { reconnect, type ReconnectErrorType } from './reconnect'
export { disconnect, type DisconnectParams, type DisconnectErrorType } from './disconnect'
export { watchConnectionEvents } from './watchConnectionEvents'
export {
  switchConnection,
  type SwitchConnectionParams,
  type SwitchConnectionReturnType,
  type SwitchConnectionErrorType,
} from './switchConnection'
export {
  switchAccount,
  type SwitchAccountParams,
  type SwitchAccountReturnType,
  type SwitchAccountErrorType,
} from './switchAccount'
export type { Connection, ConnectionWallet } from './connections'
export {
  getConnectedProvider,
  type GetConnectedProviderParams,
  type GetConnectedProviderErrorType,
} from './getConnectedProvider'
export {
  setPreferredAccountType,
  type SetPreferredAccountTypeParams,
  type SetPreferredAccountTypeReturnType,
  type SetPreferredAccountTypeErrorType,
} from './setPreferredAccountType'
export type { ConnectionEvent, WalletSession, WalletSessions } from './sessions'
export type { ConnectionState, ConnectionStatus, PairingState, PairingStatus, RecentWallet } from './types'
