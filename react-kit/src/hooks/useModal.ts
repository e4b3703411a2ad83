import { useStore } from './useStore'
import { close, open, type CloseParams, type OpenParams } from '@portico/sdk'
import { usePortico } from './usePortico'

export interface UseModal {
  isOpen: boolean
  open(params?: OpenParams): void
  /** Returns false when the modal refuses to close (a transaction or a required sign-in is pending). */
  close(params?: CloseParams): boolean
}

/** Opens and closes the modal; `isOpen` follows `$modal`. */
export function useModal(): UseModal {
  const portico = usePortico()
  const { open: isOpen } = useStore(portico.$modal)
  return { isOpen, open: (params) => open(portico, params), close: (params) => close(portico, params) }
}
