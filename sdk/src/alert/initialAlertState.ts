import type { AlertState } from './types'

export function initialAlertState(): AlertState {
  return { open: false, message: '', variant: 'info', shownKeys: [] }
}
