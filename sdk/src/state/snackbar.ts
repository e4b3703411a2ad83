import type { SnackbarState } from '../snackbar/types'

export function initialSnackbarState(): SnackbarState {
  return { open: false, message: '', variant: 'success', autoClose: true }
}
