// Test helper: a Portico on the memory platform with a few built-in networks.
import { createPortico } from '../instance/createPortico'
import type { PorticoOptions } from '../instance/options'
import type { WritablePortico } from '../instance/types'
import { ethereum, sepolia } from '../networks/eip155'
import { solanaMainnet } from '../networks/solana'
import { memoryPlatform, type MemoryPlatform } from '../platform/memoryPlatform'

export const testNetworks = { ethereum, sepolia, solana: solanaMainnet }

export function testPortico(
  options: Partial<PorticoOptions> = {},
  platform: MemoryPlatform = memoryPlatform(),
): WritablePortico & { platform: MemoryPlatform } {
  const p = createPortico({ projectId: 'test-project', networks: [ethereum, sepolia, solanaMainnet], platform, ...options })
  return p as WritablePortico & { platform: MemoryPlatform }
}
