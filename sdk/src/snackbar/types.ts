import type { Notice } from '../errors/notice'

export type SnackbarVariant = 'loading' | 'success' | 'error'

/** `portico.$snackbar`: the message at the bottom of the modal, as a code and values a UI translates (see `Notice`). */
export interface SnackbarState extends Notice {
  open: boolean
  variant: SnackbarVariant
  autoClose: boolean
}
