import type { Namespace } from '../constants'

/** The state of `$modal`: open or closed, loading, and where it opened from. */
export interface ModalState {
  open: boolean
  /** True while any namespace is loading. */
  loading: boolean
  loadingNamespaces: Partial<Record<Namespace, boolean>>
  shake: boolean
  /** The namespace the modal was opened for, if any. */
  namespace?: Namespace
}
