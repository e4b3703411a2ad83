export type { SnackbarState, SnackbarVariant } from './types'
export { showSnackbar, type SnackbarParams } from './showSnackbar'
export { hideSnackbar } from './hideSnackbar'
