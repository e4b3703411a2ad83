import type { AlertState } from '../alert/types'

export function initialAlertState(): AlertState {
  return { open: false, message: '', variant: 'info', shownKeys: [] }
}
