// Test helper: a Portico with the embedded wallet, whose frames are in-process (see `inProcessFrame`).
import { eip155 } from '../../eip155/eip155'
import { createPortico } from '../../instance/createPortico'
import type { PorticoOptions } from '../../instance/options'
import type { WritablePortico } from '../../instance/types'
import { devnet } from '../../networks/devnet'
import { withRpcUrl } from '../../networks/withRpcUrl'
import { memoryPlatform, type MemoryPlatform } from '../../platform/memoryPlatform'
import { embeddedWallet } from '../embeddedWallet'
import { APP_ORIGIN, inProcessFrames, type InProcessFrames } from './inProcessFrame'

export interface EmbeddedPorticoSetup {
  frameUrl: string
  /** The devnet chain's RPC (default: the devnet's usual port; nothing is asked of it unless a test does). */
  rpcUrl?: string
  /** The devnet API (blockchain and catalogue services). */
  apiUrl?: string
  frames?: InProcessFrames
  /** Storage entries to start with (a page reloaded in the same browser). */
  stored?: ReadonlyMap<string, string>
  options?: Partial<PorticoOptions>
}

export function embeddedPortico(setup: EmbeddedPorticoSetup): {
  p: WritablePortico
  frames: InProcessFrames
  platform: MemoryPlatform
} {
  const frames = setup.frames ?? inProcessFrames()
  const platform = Object.assign(memoryPlatform(), { createFrame: frames.createFrame, pageOrigin: () => APP_ORIGIN })
  for (const [key, value] of setup.stored ?? []) platform.store.set(key, value)
  const chain = setup.rpcUrl ? withRpcUrl(devnet, setup.rpcUrl) : devnet
  const services = setup.apiUrl ? { catalogue: setup.apiUrl, blockchain: setup.apiUrl, analytics: setup.apiUrl } : {}
  const p = createPortico({
    projectId: 'portico-devnet',
    networks: [chain],
    adapters: [eip155()],
    connectors: [embeddedWallet()],
    apiUrls: { frame: setup.frameUrl, ...services },
    ...(setup.rpcUrl && { customRpcUrls: { [chain.caipNetworkId]: [{ url: setup.rpcUrl }] } }),
    enableEIP6963: false,
    enableInjected: false,
    enableEmbedded: true,
    platform,
    ...setup.options,
  }) as WritablePortico
  return { p, frames, platform }
}
