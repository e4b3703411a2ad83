import type { CaipNetwork } from '../networks/types'
import type { View } from './views'

/** What a view is opened with. Later features add their own keys. */
export interface RouterData {
  wallet?: unknown
  connector?: unknown
  network?: CaipNetwork
  email?: string
  newEmail?: string
  redirectView?: View
  [key: string]: unknown
}

/**
 * One pending transaction flow. On success: `goBack` goes back, else `view` is shown (replacing the current
 * view when `replace` is set, pushed otherwise); then `onSuccess` runs. On cancel: go back, then `onCancel`.
 */
export interface TransactionEntry {
  view?: View
  goBack?: boolean
  replace?: boolean
  onSuccess?: () => void
  onCancel?: () => void
}

/** The state of `$router`: the view, its data, the history and the transaction flows. */
export interface RouterState {
  view: View
  data?: RouterData
  history: View[]
  transactionStack: TransactionEntry[]
}
