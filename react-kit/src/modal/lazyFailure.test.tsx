// A chunk of the modal that does not load (the network dropped, a deploy replaced the files): the modal shows its
// error state with Try again, and Try again really fetches the code again. The module loader is the one thing
// mocked here: a test cannot make the bundler's `import()` of a real chunk fail, so the shell's loader
// (`lazyModal`) and the Connect view's loader (the registry's entry) are wrapped to reject while `failing` names them,
// as a browser's `import()` rejects, and to import the real module otherwise. Everything else is the real kit.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open, type View } from '@portico/sdk'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { preloadable, type PreloadableComponent } from '../components/preloadable/preloadable'
import type { LazyModal } from './lazyModal'

const { failing, attempts, loaders } = vi.hoisted(() => ({
  failing: new Set<string>(),
  attempts: new Map<string, number>(),
  /** The loaders in use: made afresh for each test (a loaded chunk stays loaded for the module's life). */
  loaders: {} as { shell?: typeof LazyModal; Connect?: PreloadableComponent<object, { default: ComponentType }> },
}))

/** The chunk `name` loaded by `load`, or the browser's failure while `failing` names it; each attempt counted. */
function chunk<M>(name: string, load: () => Promise<M>): Promise<M> {
  attempts.set(name, (attempts.get(name) ?? 0) + 1)
  if (failing.has(name)) return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${name}`))
  return load()
}

vi.mock('./lazyModal', () => ({
  get LazyModal() {
    return loaders.shell
  },
}))

vi.mock('../views/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../views/registry')>()
  const viewRegistry = {
    ...real.viewRegistry,
    get Connect() {
      return loaders.Connect
    },
  } as typeof real.viewRegistry
  return {
    ...real,
    viewRegistry,
    preloadView: (view: View) => viewRegistry[view]?.preload() ?? Promise.resolve(undefined),
  }
})

beforeEach(() => {
  loaders.shell = preloadable(() =>
    chunk('shell', () =>
      import('./Modal').then((module) => ({ default: module.Modal, preloadView: module.preloadView })),
    ),
  )
  loaders.Connect = preloadable(() => chunk('Connect', () => import('../views/Connect')))
})

afterEach(() => {
  cleanup()
  failing.clear()
  attempts.clear()
})

describe('a chunk of the modal that fails to load', () => {
  it("the shell's: the opened modal says Something went wrong; Try again fetches the shell again and shows Connect", async () => {
    const onError = vi.fn()
    const portico = testPortico({ onError })
    failing.add('shell')
    await renderKit(null, portico)
    await act(async () => open(portico))

    const failure = await screen.findByRole('alertdialog', { name: 'Something went wrong' }, { timeout: 5000 })
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ACTION_FAILED' }))
    expect(document.activeElement).toBe(within(failure).getByRole('button', { name: 'Try again' }))
    expect(attempts.get('shell')).toBe(1)

    failing.delete('shell')
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(attempts.get('shell')).toBe(2)
  })

  it("the shell's: Close and Escape close the modal; the next opening fetches the shell again", async () => {
    const portico = testPortico()
    failing.add('shell')
    await renderKit(null, portico)
    await act(async () => open(portico))
    const failure = await screen.findByRole('alertdialog', {}, { timeout: 5000 })

    await userEvent.click(within(failure).getByRole('button', { name: 'Close' }))
    expect(portico.$modal.get().open).toBe(false)
    expect(screen.queryByRole('alertdialog')).toBeNull()

    await act(async () => open(portico))
    await screen.findByRole('alertdialog', {}, { timeout: 5000 })
    expect(attempts.get('shell')).toBe(2)
    await userEvent.keyboard('{Escape}')
    expect(portico.$modal.get().open).toBe(false)

    failing.delete('shell')
    await act(async () => open(portico))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })).toBeTruthy()
    expect(attempts.get('shell')).toBe(3)
  })

  it("a view's: the modal keeps its title and says Something went wrong; Try again fetches the view again", async () => {
    const onError = vi.fn()
    const portico = testPortico({ onError })
    failing.add('Connect')
    await renderKit(null, portico)
    await act(async () => open(portico))

    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('Something went wrong')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ACTION_FAILED' }))
    const before = attempts.get('Connect') ?? 0

    failing.delete('Connect')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('list', { name: 'Wallets' }, { timeout: 5000 })).toBeTruthy()
    expect(attempts.get('Connect')).toBe(before + 1)
  })
})
