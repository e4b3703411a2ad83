import type { ConnectorsState } from '../connectors/types'

export function initialConnectorsState(): ConnectorsState {
  return { all: [], connectStatus: 'idle', disconnectStatus: 'idle' }
}
