import type { ConnectorsState } from './types'

export function initialConnectorsState(): ConnectorsState {
  return { all: [], connectStatus: 'idle', disconnectStatus: 'idle' }
}
