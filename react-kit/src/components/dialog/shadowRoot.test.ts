// The dialog inside a shadow root, as the kit's custom elements render it (`@portico/react/element`): the page behind
// it still goes inert, Tab still cycles within it, and the focused control is found through the shadow host.
import { afterEach, describe, expect, it } from 'vitest'
import { deepActiveElement } from './deepActiveElement'
import { cycleFocus } from './focusTrap'
import { inertBackground } from './inertBackground'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A page with a heading, a custom element host whose shadow root holds the dialog root with two buttons. */
function pageWithShadowDialog() {
  document.body.innerHTML = '<main id="app"><h1>Page</h1></main><portico-modal id="host"></portico-modal>'
  const host = document.getElementById('host') as HTMLElement
  const shadow = host.attachShadow({ mode: 'open' })
  shadow.innerHTML =
    '<aside id="side"></aside><div id="root"><button id="one">One</button><button id="two">Two</button></div>'
  const root = shadow.getElementById('root') as HTMLElement
  return { host, shadow, root, app: document.getElementById('app') as HTMLElement }
}

describe('the dialog in a shadow root', () => {
  it("makes the page behind the shadow host inert, and the shadow root's other children, then restores them", () => {
    const { app, shadow, root } = pageWithShadowDialog()
    const restore = inertBackground(root)
    expect(app.inert).toBe(true)
    expect((shadow.getElementById('side') as HTMLElement).inert).toBe(true)
    expect(root.inert).toBe(false)
    restore()
    expect(app.hasAttribute('inert')).toBe(false)
  })

  it('Tab moves from the focused control to the next one inside the shadow root', () => {
    const { shadow, root } = pageWithShadowDialog()
    ;(shadow.getElementById('one') as HTMLElement).focus()
    expect(deepActiveElement(document)?.id).toBe('one')
    cycleFocus(root, false)
    expect(deepActiveElement(document)?.id).toBe('two')
    cycleFocus(root, false)
    expect(deepActiveElement(document)?.id).toBe('one')
  })
})
