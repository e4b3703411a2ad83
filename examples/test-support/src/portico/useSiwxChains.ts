// The set-up every sign-in test file shares: its two local chains (anvil 31337 and 31338), and the clock (Date and
// timers) faked around each test, so that session lifetimes and waits follow the test rather than the machine.
import { afterEach, beforeEach, vi } from 'vitest'
import type { Anvil } from '../chains/anvil'
import { useAnvils } from '../chains/useAnvils'

/** Registers the file's chains and fake clock; the getter returns the chains once started. */
export function useSiwxChains(): () => { one: Anvil; two: Anvil } {
  const chains = useAnvils()
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  return chains
}
