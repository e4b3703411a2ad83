// Test helper: a local service (a devnet, a server) that runs for the whole of one test file.
import { afterAll, beforeAll } from 'vitest'

/**
 * Starts a service before the file's tests and stops it after them; the returned getter gives the running service
 * (it throws when called outside the tests, before the service is up). Call it at the top of a test file.
 */
export function useStartedForFile<Service extends { stop(): Promise<unknown> }>(
  name: string,
  start: () => Promise<Service>,
  timeoutMs: number,
): () => Service {
  let service: Service | undefined
  beforeAll(async () => {
    service = await start()
  }, timeoutMs)
  afterAll(() => service?.stop(), timeoutMs)
  return () => {
    if (!service) throw new Error(`${name} is not running`)
    return service
  }
}
