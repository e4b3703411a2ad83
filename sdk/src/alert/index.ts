export type { AlertState, AlertVariant } from './types'
export { showAlert, type ShowAlertParams } from './showAlert'
export { showAlertOnce } from './showAlertOnce'
export { hideAlert } from './hideAlert'
