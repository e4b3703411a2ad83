import { useStore } from './useStore'
import { disconnect, type DisconnectParams, type MutationStatus } from '@portico/sdk'
import { usePortico } from './usePortico'

export interface UseDisconnect {
  disconnect(params?: DisconnectParams): Promise<void>
  /** Progress of the last disconnect (`$connectors.disconnectStatus`). */
  status: MutationStatus
}

export function useDisconnect(): UseDisconnect {
  const portico = usePortico()
  const { disconnectStatus } = useStore(portico.$connectors)
  return { disconnect: (params) => disconnect(portico, params), status: disconnectStatus }
}
