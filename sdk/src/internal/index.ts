// @portico/sdk/internal — what Portico's own packages use and an app must not: the state setters behind the actions,
// the first state of each store, the storage keys and error reporting. Its names may change in any release; an app
// reads the stores and calls the actions of the public entries instead. (A check in `npm test` holds that nothing
// outside sdk/ and react-kit/ imports it.) It re-exports core modules only: a name of an optional entry here would
// bring that entry's chunk into the start of every app whose kit imports this entry. The first states of the
// optional entries' stores are exported by none.
export { STORAGE_KEYS } from '../storage/keys'
export { setModalLoading } from '../modal/setModalLoading'
export { initialAccountState } from '../chains/initialState'
export { updateAccountState } from '../chains/updateAccountState'
export { setAccountProp } from '../chains/setAccountProp'
export { setCaipAddress } from '../chains/setCaipAddress'
export { resetAccount } from '../chains/resetAccount'
export { setActiveNetwork } from '../chains/setActiveNetwork'
export { setPairingUri } from '../connect/setPairingUri'
export { resetPairing } from '../connect/resetPairing'
export { setPairingStatus } from '../connect/setPairingStatus'
export { setConnectionStatus } from '../connect/setConnectionStatus'
export { addConnector } from '../connectors/addConnector'
export { reportError } from '../telemetry/reportError'
export { toPorticoError } from '../telemetry/toPorticoError'
export type { StorageKey } from '../storage'
export type { WritablePortico } from '../portico/types'
// The figures the kit's views and Portico's tests time themselves by; an app has no use for them.
export {
  SWAP_QUOTE_DEBOUNCE_MS,
  FRAME_HEIGHT_PX,
  VERIFY_WAIT_MS,
  EMAIL_TRIGGER_GAP_MS,
  HTTP_TIMEOUT_MS,
} from '../constants'
// The events of EIP-6963 discovery, for Portico's test wallets.
export { ANNOUNCE_EVENT, REQUEST_EVENT } from '../connectors/eip6963'
