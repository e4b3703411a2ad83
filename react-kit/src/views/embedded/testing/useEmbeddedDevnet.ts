// Test helper: the embedded devnet for one test file, started before its tests and stopped after them.
import { useStartedForFile } from '../../testing/startedForFile'
import { startEmbeddedDevnet, type EmbeddedDevnet } from './embeddedDevnet'

/** How long the devnet may take to start (two anvil chains, the frame backend) or to stop. */
const EMBEDDED_DEVNET_TIMEOUT_MS = 60_000

/**
 * Starts the embedded devnet before the file's tests and stops it after; the returned getter gives the running
 * devnet (it throws when called outside the tests, before the devnet is up). Call it at the top of a test file.
 */
export function useEmbeddedDevnet(): () => EmbeddedDevnet {
  return useStartedForFile('the embedded devnet', startEmbeddedDevnet, EMBEDDED_DEVNET_TIMEOUT_MS)
}
