// Test helper: a Portico wired for wallet tests: the two local chains (anvil), the eip155 adapter, the injected
// connector, RPC pointed at the local chains only (nothing leaves the machine).
import { eip155 } from '../eip155/eip155'
import { injected } from '../connectors/injected'
import { createPortico } from '../instance/createPortico'
import type { PorticoOptions } from '../instance/options'
import type { WritablePortico } from '../instance/types'
import { devnet, devnetTwo } from '../networks/devnet'
import { withRpcUrl } from '../networks/withRpcUrl'
import { memoryPlatform, type MemoryPlatform } from '../platform/memoryPlatform'
import type { Anvil } from './anvil'

export function localNetworks(one: Anvil, two: Anvil) {
  return { chainOne: withRpcUrl(devnet, one.rpcUrl), chainTwo: withRpcUrl(devnetTwo, two.rpcUrl) }
}

export function walletPortico(
  one: Anvil,
  two: Anvil,
  options: Partial<PorticoOptions> = {},
  platform: MemoryPlatform = memoryPlatform(),
): WritablePortico & { platform: MemoryPlatform } {
  const { chainOne, chainTwo } = localNetworks(one, two)
  const p = createPortico({
    projectId: 'test-project',
    networks: [chainOne, chainTwo],
    adapters: [eip155()],
    connectors: [injected()],
    customRpcUrls: { [chainOne.caipNetworkId]: [{ url: one.rpcUrl }], [chainTwo.caipNetworkId]: [{ url: two.rpcUrl }] },
    platform,
    ...options,
  })
  return p as WritablePortico & { platform: MemoryPlatform }
}
