// One fake server per test file, started before its tests and closed after.
import { useStartedForFile } from '../startedForFile'
import { startFakeServer, type FakeServer } from './fakeServer'

const START_TIMEOUT_MS = 10_000

/** Registers the file's fake server; the getter returns it once started. */
export function useFakeServer(): () => FakeServer {
  const started = useStartedForFile(
    'the fake server',
    async () => {
      const server = await startFakeServer()
      return Object.assign(server, { stop: server.close })
    },
    START_TIMEOUT_MS,
  )
  return started
}
