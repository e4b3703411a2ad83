export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

export interface AlertState {
  open: boolean
  message: string
  variant: AlertVariant
  /** Keys already shown by `showAlertOnce`. */
  shownKeys: string[]
}
