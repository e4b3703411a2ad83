// Test helper: a Portico with the embedded wallet, whose frames are in-process (see `inProcessFrame`).
import type { PorticoOptions } from '@portico/sdk'
import { memoryPlatform, type MemoryPlatform } from '@portico/sdk/platform'
import { eip155 } from '@portico/sdk/eip155'
import { embeddedWallet } from '@portico/sdk/embedded'
import { devnet, withRpcUrl } from '@portico/sdk/networks'
import { APP_ORIGIN, inProcessFrames, type InProcessFrames } from '../devnet/inProcessFrame'
import { testPortico, type TestPortico } from './testPortico'

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
  p: TestPortico
  frames: InProcessFrames
  platform: MemoryPlatform
} {
  const frames = setup.frames ?? inProcessFrames()
  const platform = Object.assign(memoryPlatform(), { createFrame: frames.createFrame, pageOrigin: () => APP_ORIGIN })
  for (const [key, value] of setup.stored ?? []) platform.store.set(key, value)
  const chain = setup.rpcUrl ? withRpcUrl(devnet, setup.rpcUrl) : devnet
  const services = setup.apiUrl ? { catalogue: setup.apiUrl, blockchain: setup.apiUrl, analytics: setup.apiUrl } : {}
  const p = testPortico(
    {
      projectId: 'portico-devnet',
      networks: [chain],
      adapters: [eip155()],
      connectors: [embeddedWallet()],
      apiUrls: { frame: setup.frameUrl, ...services },
      ...(setup.rpcUrl && { customRpcUrls: { [chain.caipNetworkId]: [{ url: setup.rpcUrl }] } }),
      enableEIP6963: false,
      enableInjected: false,
      enableEmbedded: true,
      ...setup.options,
    },
    platform,
  )
  return { p, frames, platform }
}
