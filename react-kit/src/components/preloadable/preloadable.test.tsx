// A preloadable component: before its code is loaded it suspends like React.lazy; once preloaded it renders in the
// first render, with no fallback (React would otherwise hold the content back for its 300 ms fallback throttle).
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadable } from './preloadable'

afterEach(cleanup)

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>

describe('preloadable', () => {
  it('renders in the first render once preloaded: no fallback', async () => {
    const View = preloadable(async () => ({ default: Hello }))
    await View.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View name="Ada" />
      </Suspense>,
    )
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('suspends like React.lazy when not preloaded, then shows it; loads the code once', async () => {
    let loads = 0
    const View = preloadable(async () => {
      loads += 1
      return { default: Hello }
    })
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View name="Grace" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(await screen.findByText('Hello Grace', {}, { timeout: 2000 })).toBeTruthy()
    await act(() => View.preload())
    expect(loads).toBe(1)
  })

  it('tries again after a failed load', async () => {
    let attempt = 0
    const View = preloadable(async () => {
      attempt += 1
      if (attempt === 1) throw new Error('offline')
      return { default: Hello }
    })
    await expect(View.preload()).rejects.toThrow('offline')
    await expect(View.preload()).resolves.toEqual({ default: Hello })
  })
})
