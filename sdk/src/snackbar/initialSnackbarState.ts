import type { SnackbarState } from './types'

export function initialSnackbarState(): SnackbarState {
  return { open: false, message: '', variant: 'success', autoClose: true }
}
