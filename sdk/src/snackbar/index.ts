export type { SnackbarState, SnackbarVariant } from './types'
export { showSnackbar, type ShowSnackbarParams } from './showSnackbar'
export { hideSnackbar } from './hideSnackbar'
