import type { Notice } from '../errors/notice'

/** How a snackbar looks: info, success, warning, error or loading. */
export type SnackbarVariant = 'loading' | 'success' | 'error'

/** `portico.$snackbar`: the message at the bottom of the modal, as a code and values a UI translates (see `Notice`). */
export interface SnackbarState extends Notice {
  open: boolean
  variant: SnackbarVariant
  autoClose: boolean
}
