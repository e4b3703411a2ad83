import { useStore } from './useStore'
import { hideSnackbar, showSnackbar, type ShowSnackbarParams, type SnackbarState } from '@portico/sdk'
import { usePortico } from './usePortico'

export interface UseSnackbar extends SnackbarState {
  show(params: ShowSnackbarParams): void
  hide(): void
}

/** The snackbar (`$snackbar`) and its actions; timing (auto-close, switching) is the SDK's. */
export function useSnackbar(): UseSnackbar {
  const portico = usePortico()
  const snackbar = useStore(portico.$snackbar)
  return { ...snackbar, show: (params) => showSnackbar(portico, params), hide: () => hideSnackbar(portico) }
}
