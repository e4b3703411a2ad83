// Every public function that takes the instance, from every entry of the package, called with the bad values a
// careless or hostile caller passes: it may accept one (a no-op, a default), or refuse it with a PorticoError, but
// never fail with a raw TypeError from deep inside (nor with one that an action's error boundary wrapped as it came). The functions are found from
// the package's `exports`, so a new action is covered without being listed here; publicParams.test.ts checks
// the named parameter and the untouched stores for the calls the issue listed.
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { PorticoError } from '../errors'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'

const BAD_VALUES: unknown[] = [undefined, null, 42, Number.NaN, -5, '', 'javascript:alert(1)', { bogus: true }, []]
/** How long a call may stay pending before it counts as waiting for the user (a connect, a sign-in). */
const PENDING_MS = 50

/** A function whose first parameter is the instance (`p`), in source or as an action defined by `defineAction`. */
const takesInstance = (fn: Function) => /^(async\s+)?(function\s*[\w$]*\s*)?\(?\s*p\s*[,)=]/.test(String(fn))

async function publicActions(): Promise<[string, (...args: unknown[]) => unknown][]> {
  const found = new Map<string, (...args: unknown[]) => unknown>()
  for (const key of Object.keys(pkg.exports)) {
    const module = (await import(/* @vite-ignore */ key === '.' ? '../index.ts' : `../${key.slice(2)}/index.ts`)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'function' && takesInstance(value)) found.set(name, value as (...args: unknown[]) => unknown)
  }
  return [...found]
}

/** What a call does: 'accepted', 'pending', the PorticoError it refused with, or the raw failure. */
async function outcomeOf(call: () => unknown): Promise<unknown> {
  try {
    const result = call()
    if (typeof result === 'function') (result as () => void)() // a watcher's stop
    if (!(result instanceof Promise)) return 'accepted'
    result.catch(() => undefined) // one still pending settles later, unobserved
    return await Promise.race([result.then(() => 'accepted'), new Promise((done) => setTimeout(() => done('pending'), PENDING_MS))])
  } catch (error) {
    return error
  }
}

/** A raw failure, or one an action's error boundary wrapped as it came (ACTION_FAILED around a TypeError). */
const isRaw = (outcome: unknown) =>
  outcome instanceof Error &&
  (!(outcome instanceof PorticoError) || (outcome.code === 'ACTION_FAILED' && outcome.cause instanceof TypeError))

/** Services on a closed local port: a call that gets as far as asking one fails at once, as it would offline. */
const CLOSED = 'http://127.0.0.1:9'
const portico = () =>
  createPortico({
    projectId: 'test-project',
    networks: [devnet],
    apiUrls: { catalogue: CLOSED, blockchain: CLOSED, analytics: CLOSED },
    platform: memoryPlatform(),
  })

describe('every public action, given bad values', async () => {
  const actions = await publicActions()

  it('finds the actions of every entry', () => {
    expect(actions.length).toBeGreaterThan(140)
    expect(actions.map(([name]) => name)).toEqual(expect.arrayContaining(['push', 'open', 'switchNetwork', 'fetchWallets', 'setReceiver', 'setSwapToToken', 'registerName', 'generateOnrampUrl']))
  })

  it.each(actions)('%s refuses them with a PorticoError or accepts them, never a raw error', async (name, action) => {
    const raw: string[] = []
    for (const value of BAD_VALUES) {
      const p = portico()
      const outcome = await outcomeOf(() => action(p, value))
      if (isRaw(outcome)) raw.push(`${name}(p, ${JSON.stringify(value)}): ${String(outcome)}`)
    }
    expect(raw).toEqual([])
  })
})
