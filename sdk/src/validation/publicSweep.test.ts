// Every public function of every entry of the package (the actions that take the instance, and the helpers), called
// with the bad values a careless or hostile caller passes: it may accept one (a no-op, a default), or refuse it with
// a PorticoError, but never fail with a raw TypeError from deep inside (nor with one that an action's error boundary
// wrapped as it came). The functions are found from the package's `exports`, so a new one is covered without being
// listed here; publicParams.test.ts checks the named parameter and the untouched stores for the calls the issue
// listed.
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { PorticoError } from '../errors'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'

const BAD_VALUES: unknown[] = [undefined, null, 42, Number.NaN, -5, '', 'javascript:alert(1)', { bogus: true }, []]
/** How long a call may stay pending before it counts as waiting for the user (a connect, a sign-in). */
const PENDING_MS = 50

/** A function whose first parameter is the instance (`p`), as its source shows. */
const takesInstance = (fn: (...args: never[]) => unknown) =>
  /^(async\s+)?(function\s*[\w$]*\s*)?\(?\s*p\s*[,)=]/.test(String(fn))

type PublicFunction = (...args: unknown[]) => unknown

/** Every function the package's entries export (classes left out), once each, as [entry and name, function]. */
async function publicFunctions(): Promise<[string, PublicFunction][]> {
  const found = new Map<unknown, [string, PublicFunction]>()
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue // `./package.json`
    const module = (await import(
      /* @vite-ignore */ key === '.' ? '../index.ts' : `../${key.slice(2)}/index.ts`
    )) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'function' && !/^class\b/.test(String(value)) && !found.has(value))
        found.set(value, [
          `${key === '.' ? '@portico/sdk' : `@portico/sdk/${key.slice(2)}`} ${name}`,
          value as PublicFunction,
        ])
  }
  return [...found.values()]
}

/** What a call does: 'accepted', 'pending', the PorticoError it refused with, or the raw failure. */
async function outcomeOf(call: () => unknown): Promise<unknown> {
  try {
    const result = call()
    if (typeof result === 'function') (result as () => void)() // a watcher's stop
    if (!(result instanceof Promise)) return 'accepted'
    result.catch(() => undefined) // one still pending settles later, unobserved
    return await Promise.race([
      result.then(() => 'accepted'),
      new Promise((done) => setTimeout(() => done('pending'), PENDING_MS)),
    ])
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

describe('every public function, given bad values', async () => {
  const functions = await publicFunctions()
  const actions = functions.filter(([, fn]) => takesInstance(fn))
  // browserFrame makes an iframe: it needs a browser's document, which this Node run has not (its URL is checked).
  const BROWSER_ONLY = ['@portico/sdk/embedded browserFrame']
  const helpers = functions.filter(([name, fn]) => !takesInstance(fn) && !BROWSER_ONLY.includes(name))

  it('finds the actions and the helpers of every entry', () => {
    expect(actions.length).toBeGreaterThan(140)
    expect(helpers.length).toBeGreaterThan(140)
    expect(actions.map(([name]) => name)).toEqual(
      expect.arrayContaining(['@portico/sdk push', '@portico/sdk/swap setSwapToToken']),
    )
    expect(helpers.map(([name]) => name)).toEqual(
      expect.arrayContaining(['@portico/sdk/format truncateAddress', '@portico/sdk/send searchTokens']),
    )
  })

  it.each(actions)(
    '%s (an action) refuses them with a PorticoError or accepts them, never a raw error',
    async (name, action) => {
      const raw: string[] = []
      for (const value of BAD_VALUES) {
        const p = portico()
        const outcome = await outcomeOf(() => action(p, value))
        if (isRaw(outcome)) raw.push(`${name}(p, ${JSON.stringify(value)}): ${String(outcome)}`)
      }
      expect(raw).toEqual([])
    },
  )

  // A helper called with one bad value: the value is wrong, and any parameter after it is missing. Both are bad
  // calls a caller can make; each is refused by name or harmlessly accepted.
  it.each(helpers)(
    '%s (a helper) refuses them with a PorticoError or accepts them, never a raw error',
    async (name, helper) => {
      const raw: string[] = []
      for (const value of BAD_VALUES) {
        const outcome = await outcomeOf(() => helper(value))
        if (isRaw(outcome)) raw.push(`${name}(${JSON.stringify(value)}): ${String(outcome)}`)
      }
      expect(raw).toEqual([])
    },
  )
})
