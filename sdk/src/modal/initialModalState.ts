import type { ModalState } from './types'

export function initialModalState(): ModalState {
  return { open: false, loading: false, loadingNamespaces: {}, shake: false }
}
