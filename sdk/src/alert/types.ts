import type { Notice } from '../errors/notice'

/** How an alert looks: info, success, warning or error. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

/** `portico.$alert`: the configuration alert at the top of the modal, as a code and values a UI translates. */
export interface AlertState extends Notice {
  open: boolean
  variant: AlertVariant
  /** Keys already shown by `showAlertOnce`. */
  shownKeys: string[]
}
