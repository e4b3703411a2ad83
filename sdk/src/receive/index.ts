// @portico/sdk/receive — what the receive view shows: the address, its QR payload, the networks it receives on,
// and copying it.
export { receiveDetails, type ReceiveDetailsReturnType, type ReceiveDetailsErrorType } from './receiveDetails'
export {
  receiveDetailsStore,
  type ReceiveDetailsStoreReturnType,
  type ReceiveDetailsStoreErrorType,
} from './receiveDetailsStore'
export { receiveQrPayload } from './receiveQrPayload'
export { copyAddress, type CopyAddressReturnType, type CopyAddressErrorType } from './copyAddress'
export type { ReceiveDetails } from './types'
