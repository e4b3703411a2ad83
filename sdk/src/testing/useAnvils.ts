// Test helper: the two local chains (anvil 31337 and 31338) of a test file, started before its tests and stopped after.
import { afterAll, beforeAll } from 'vitest'
import { startAnvil, type Anvil } from './anvil'

/** Registers the file's chains; the getter returns them once started. */
export function useAnvils(): () => { one: Anvil; two: Anvil } {
  let chains: { one: Anvil; two: Anvil } | undefined
  beforeAll(async () => {
    const [one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
    chains = { one, two }
  })
  afterAll(async () => {
    await Promise.all([chains?.one.stop(), chains?.two.stop()])
  })
  return () => {
    if (!chains) throw new Error('the anvil chains are not running')
    return chains
  }
}
