import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { atom, computed } from 'nanostores'
import { useEffect } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useStore } from './useStore'

afterEach(cleanup)

describe('useStore', () => {
  it('returns the store value and renders again when it changes', () => {
    const $count = atom(1)
    const { result } = renderHook(() => useStore($count))
    expect(result.current).toBe(1)
    act(() => $count.set(2))
    expect(result.current).toBe(2)
  })

  it('follows a computed store', () => {
    const $count = atom(2)
    const $double = computed($count, (count) => count * 2)
    const { result } = renderHook(() => useStore($double))
    expect(result.current).toBe(4)
    act(() => $count.set(5))
    expect(result.current).toBe(10)
  })

  it('catches a change made between the render and the subscription', () => {
    const $count = atom(1)
    // An earlier sibling's effect runs after both have rendered and before the counter subscribes.
    function Setter() {
      useEffect(() => $count.set(7), [])
      return null
    }
    function Counter() {
      return <p>{useStore($count)}</p>
    }
    render(
      <>
        <Setter />
        <Counter />
      </>,
    )
    expect(screen.getByText('7')).toBeTruthy()
  })

  it('stops listening when unmounted', () => {
    const $count = atom(1)
    const { unmount } = renderHook(() => useStore($count))
    expect($count.lc).toBe(1)
    unmount()
    expect($count.lc).toBe(0)
  })

  it('renders the store value on a server', () => {
    const $label = atom('ready')
    function Label() {
      return <span>{useStore($label)}</span>
    }
    expect(renderToString(<Label />)).toBe('<span>ready</span>')
  })
})
