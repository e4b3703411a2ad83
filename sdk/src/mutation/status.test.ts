import { describe, expect, it } from 'vitest'
import { MUTATION_STATUSES, withStatus, type MutationStatus } from './status'

describe('mutation status', () => {
  it('is idle, pending, success or error', () => {
    expect(MUTATION_STATUSES).toEqual(['idle', 'pending', 'success', 'error'])
  })

  it('goes pending then success, returning the result', async () => {
    const seen: MutationStatus[] = []
    await expect(
      withStatus(
        (s) => seen.push(s),
        async () => 42,
      ),
    ).resolves.toBe(42)
    expect(seen).toEqual(['pending', 'success'])
  })

  it('goes pending then error, rethrowing the error', async () => {
    const seen: MutationStatus[] = []
    const failure = new Error('nope')
    await expect(
      withStatus(
        (s) => seen.push(s),
        async () => Promise.reject(failure),
      ),
    ).rejects.toBe(failure)
    expect(seen).toEqual(['pending', 'error'])
  })
})
