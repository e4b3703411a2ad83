import type { ModalState } from '../modal/types'

export function initialModalState(): ModalState {
  return { open: false, loading: false, loadingNamespaces: {}, shake: false }
}
