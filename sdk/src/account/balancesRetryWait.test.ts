import { describe, expect, it } from 'vitest'
import { BALANCE_RETRY_GAP_MS } from '../constants'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { balancesRetryWait } from './balancesRetryWait'
import type { WritablePortico } from '../portico/types'

function portico(now: number) {
  const p = createPortico({
    projectId: 'test-project',
    networks: [devnet],
    platform: { ...memoryPlatform(), now: () => now },
  }) as WritablePortico
  return p
}

describe('balancesRetryWait', () => {
  it('is 0 when no fetch has failed', () => {
    expect(balancesRetryWait(portico(1_000_000))).toBe(0)
  })

  it('counts the whole seconds left of the gap after a failure, then 0', () => {
    const failedAt = 1_000_000
    for (const [after, left] of [
      [0, 30],
      [2_500, 28],
      [29_001, 1],
      [BALANCE_RETRY_GAP_MS, 0],
      [60_000, 0],
    ] as const) {
      const p = portico(failedAt + after)
      p.$balances.set({ ...p.$balances.get(), status: 'error', lastFailure: failedAt })
      expect(balancesRetryWait(p)).toBe(left)
    }
  })

  it('asks for no wait when the failure is stamped in the future (a clock moved back)', () => {
    const p = portico(1_000_000)
    p.$balances.set({ ...p.$balances.get(), status: 'error', lastFailure: 1_000_000 + 3_600_000 })
    expect(balancesRetryWait(p)).toBe(0)
  })
})
