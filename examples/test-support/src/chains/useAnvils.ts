// The two local chains (anvil 31337 and 31338) of a test file, started before its tests and stopped after.
import { useStartedForFile } from '../startedForFile'
import { startAnvil, type Anvil } from './anvil'

const START_TIMEOUT_MS = 30_000

/** Registers the file's chains; the getter returns them once started. */
export function useAnvils(): () => { one: Anvil; two: Anvil } {
  return useStartedForFile(
    'the anvil chains',
    async () => {
      const [one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
      return { one, two, stop: () => Promise.all([one.stop(), two.stop()]) }
    },
    START_TIMEOUT_MS,
  )
}
