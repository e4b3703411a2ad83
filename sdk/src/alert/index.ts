export type { AlertState, AlertVariant } from './types'
export { showAlert, type AlertParams } from './showAlert'
export { showAlertOnce } from './showAlertOnce'
export { hideAlert } from './hideAlert'
