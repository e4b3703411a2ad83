// Test helper: one stand-in service server per test file, started before its tests and closed after.
import { afterAll, beforeAll } from 'vitest'
import { startServiceServer, type ServiceServer } from './serviceServer'

/** Registers the file's server; the getter returns it once started. */
export function useServiceServer(): () => ServiceServer {
  let server: ServiceServer | undefined
  beforeAll(async () => {
    server = await startServiceServer()
  })
  afterAll(() => server?.close())
  return () => {
    if (!server) throw new Error('the service server is not running')
    return server
  }
}
