export type SnackbarVariant = 'loading' | 'success' | 'error'

export interface SnackbarState {
  open: boolean
  message: string
  variant: SnackbarVariant
  autoClose: boolean
}
