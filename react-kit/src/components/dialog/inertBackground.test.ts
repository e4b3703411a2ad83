import { afterEach, describe, expect, it } from 'vitest'
import { inertBackground } from './inertBackground'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('inertBackground', () => {
  it('makes the siblings of the dialog root and of its ancestors inert, then restores them', () => {
    document.body.innerHTML = `
      <main id="app"><button>behind</button></main>
      <div id="host"><aside id="side"></aside><div id="root"><button>inside</button></div></div>
      <div id="already" inert></div>
      <div id="live" data-portico-live></div>`
    const byId = (id: string) => document.getElementById(id)!
    const restore = inertBackground(byId('root'))

    expect(byId('app').inert).toBe(true)
    expect(byId('side').inert).toBe(true)
    expect(byId('root').inert).toBe(false)
    expect(byId('host').inert).toBe(false)
    expect(byId('live').hasAttribute('inert')).toBe(false)

    restore()
    expect(byId('app').hasAttribute('inert')).toBe(false)
    expect(byId('side').hasAttribute('inert')).toBe(false)
    // It was inert before the dialog: it stays so.
    expect(byId('already').hasAttribute('inert')).toBe(true)
  })

  it('falls back to aria-hidden where the browser has no inert', () => {
    document.body.innerHTML = `<main id="app"></main><div id="root"></div>`
    const prototype = window.HTMLElement.prototype
    const descriptor = Object.getOwnPropertyDescriptor(prototype, 'inert')
    // Simulate an older browser: the only way to exercise the fallback in happy-dom, which supports inert.
    delete (prototype as { inert?: boolean }).inert
    try {
      const restore = inertBackground(document.getElementById('root')!)
      expect(document.getElementById('app')!.getAttribute('aria-hidden')).toBe('true')
      expect(document.getElementById('app')!.hasAttribute('inert')).toBe(false)
      restore()
      expect(document.getElementById('app')!.hasAttribute('aria-hidden')).toBe(false)
    } finally {
      if (descriptor) Object.defineProperty(prototype, 'inert', descriptor)
    }
  })
})
