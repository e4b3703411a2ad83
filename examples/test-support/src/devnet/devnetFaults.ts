// Test helper for the fault suites: the devnet fails the next request to a path (`POST /dev/faults`, times 1), and a
// call's outcome is read with the client's time-out run on vitest's fake clock.
import { expect, vi } from 'vitest'
import type { DevnetFault } from './useDevnet'
import { HTTP_TIMEOUT_MS } from '@portico/sdk/internal'

export interface Outcome {
  value?: unknown
  error?: unknown
}

/** The fault controls of the devnet at `apiUrl` (a getter: the devnet starts after the suite is defined). */
export function devnetFaults(apiUrl: () => string) {
  /** Whether the devnet still holds a fault not yet served. */
  async function pending(): Promise<boolean> {
    const { faults } = (await (await fetch(`${apiUrl()}/dev/faults`)).json()) as { faults: unknown[] }
    return faults.length > 0
  }

  return {
    /** Fails the next request to `path` (a `*` at the end matches a prefix) with `fault`; earlier faults are dropped. */
    async failNext(path: string, fault: DevnetFault): Promise<void> {
      await fetch(`${apiUrl()}/dev/faults`, { method: 'DELETE' }).catch(() => undefined)
      const response = await fetch(`${apiUrl()}/dev/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path, fault, times: 1 }),
      })
      expect(response.ok).toBe(true)
    },

    /**
     * What a call settles with: its value, or the error it was rejected with. For a time-out, once the devnet has
     * taken the faulted request (it holds the answer), the fake clock moves by the client's time-out.
     */
    async settle(call: Promise<unknown>, fault?: DevnetFault): Promise<Outcome> {
      let done = false
      const settled = call.then(
        (value): Outcome => {
          done = true
          return { value }
        },
        (error: unknown): Outcome => {
          done = true
          return { error }
        },
      )
      if (fault === 'timeout') {
        while (!done && (await pending())) await new Promise((resolve) => setImmediate(resolve))
        await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS)
      }
      return settled
    },
  }
}
