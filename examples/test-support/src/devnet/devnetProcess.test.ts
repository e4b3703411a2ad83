// The kit tests' devnet process: it answers on the URLs it reports, and stop() leaves none of its processes behind.
import { describe, expect, it, vi } from 'vitest'
import { DEVNET_PROCESS_TIMEOUT_MS, startDevnetProcess } from './devnetProcess'

/** Whether a process with this id still runs (a zombie waiting to be reaped counts as gone soon after). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false // ESRCH: no such process
  }
}

async function chainId(rpcUrl: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return ((await response.json()) as { result: string }).result
}

describe('devnet process for kit tests', () => {
  it('runs both chains on its own free ports and stops every process it started', {
    timeout: DEVNET_PROCESS_TIMEOUT_MS * 2,
  }, async () => {
    const devnet = await startDevnetProcess()
    try {
      expect(devnet.anvilPids).toHaveLength(2)
      expect(devnet.anvilPids.every(running)).toBe(true)
      expect(await chainId(devnet.rpcUrls[31337])).toBe('0x7a69')
      expect(await chainId(devnet.rpcUrls[31338])).toBe('0x7a6a')
      expect(devnet.info().apiUrl).toBe(devnet.apiUrl)
    } finally {
      await devnet.stop()
    }
    await vi.waitFor(() => expect(devnet.anvilPids.filter(running)).toEqual([]))
    await expect(chainId(devnet.rpcUrls[31337])).rejects.toThrow()
  })
})
