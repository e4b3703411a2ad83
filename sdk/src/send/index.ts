// @portico/sdk/send — the send form behind `portico.$send` and sending it (spec §4 Send). A separate entry: the
// chain libraries load only when a transfer is estimated or sent.
export {
  setSendToken,
  type SetSendTokenReturnType,
  type SetSendTokenErrorType,
  type SetSendTokenParams,
} from './setSendToken'
export {
  setSendAmount,
  type SetSendAmountReturnType,
  type SetSendAmountErrorType,
  type SetSendAmountParams,
} from './setSendAmount'
export {
  setReceiver,
  type SetReceiverReturnType,
  type SetReceiverErrorType,
  type SetReceiverParams,
} from './setReceiver'
export {
  typeReceiver,
  type TypeReceiverReturnType,
  type TypeReceiverErrorType,
  type TypeReceiverParams,
} from './typeReceiver'
export {
  pasteReceiver,
  type PasteReceiverParams,
  type PasteReceiverReturnType,
  type PasteReceiverErrorType,
} from './pasteReceiver'
export { setMaxAmount, type SetMaxAmountReturnType, type SetMaxAmountErrorType } from './setMaxAmount'
export { sendTokens, type SendTokensReturnType, type SendTokensErrorType } from './sendTokens'
export {
  setSendForm,
  type SetSendFormReturnType,
  type SetSendFormErrorType,
  sendPrefillSchema,
  type SendPrefill,
  type SetSendFormParams,
} from './setSendForm'
export { resetSendForm, type ResetSendFormReturnType, type ResetSendFormErrorType } from './resetSendForm'
export { networkBalanceInUSD } from './networkBalanceInUSD'
export { isNativeToken } from './isNativeToken'
export { nameAddress } from './nameAddress'
export { toUnits } from './toUnits'
export type { SendState, SendFee } from './types'
export { previewSend, type PreviewSendReturnType, type PreviewSendErrorType } from './previewSend'
export { sendAmountIssue, type SendAmountIssueReturnType, type SendAmountIssueErrorType } from './sendAmountIssue'
export { canPreviewSend, type CanPreviewSendReturnType, type CanPreviewSendErrorType } from './canPreviewSend'
export {
  sendAmountIssueStore,
  type SendAmountIssueStoreReturnType,
  type SendAmountIssueStoreErrorType,
} from './sendAmountIssueStore'
export {
  canPreviewSendStore,
  type CanPreviewSendStoreReturnType,
  type CanPreviewSendStoreErrorType,
} from './canPreviewSendStore'
export { amountInUSD } from './amountInUSD'
export { typedUnits, balanceIssue, type SendAmountIssue, type BalanceIssue, type BalanceCheck } from './amountIssue'
export { searchTokens } from './searchTokens'
