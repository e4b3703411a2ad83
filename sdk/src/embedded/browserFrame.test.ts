// @vitest-environment happy-dom
// The page's frame seam in a DOM (happy-dom): the iframe's element, visibility, and whose messages it hears.
import { afterEach, describe, expect, it } from 'vitest'
import { FRAME_Z_INDEX } from '../constants'
import { FRAME_ELEMENT_ID, FRAME_ELEMENT_NAME, browserFrame } from './browserFrame'

const URL_ = 'http://localhost:8788/sdk?projectId=p&chainId=1&version=4&enableLogger=false'

afterEach(() => document.body.replaceChildren())

describe('browserFrame', () => {
  it('adds a hidden, fixed iframe above the modal, shown and hidden on demand, removed at the end', () => {
    const frame = browserFrame(URL_)
    const iframe = document.getElementById(FRAME_ELEMENT_ID) as HTMLIFrameElement
    expect(iframe.name).toBe(FRAME_ELEMENT_NAME)
    expect(iframe.src).toBe(URL_)
    expect(iframe.style.position).toBe('fixed')
    expect(iframe.style.zIndex).toBe(String(FRAME_Z_INDEX))
    expect(iframe.style.display).toBe('none')
    frame.show()
    expect(iframe.style.display).toBe('block')
    frame.hide()
    expect(iframe.style.display).toBe('none')
    frame.remove()
    expect(document.getElementById(FRAME_ELEMENT_ID)).toBeNull()
  })

  it("hears only its own window's messages", () => {
    const frame = browserFrame(URL_)
    const iframe = document.getElementById(FRAME_ELEMENT_ID) as HTMLIFrameElement
    const heard: unknown[] = []
    const stop = frame.onMessage((event) => heard.push(event))
    window.dispatchEvent(
      new MessageEvent('message', { data: 'from the page', origin: 'http://localhost:8788', source: window }),
    )
    window.dispatchEvent(
      new MessageEvent('message', {
        data: 'from the frame',
        origin: 'http://localhost:8788',
        source: iframe.contentWindow,
      }),
    )
    stop()
    window.dispatchEvent(
      new MessageEvent('message', { data: 'late', origin: 'http://localhost:8788', source: iframe.contentWindow }),
    )
    expect(heard).toEqual([{ data: 'from the frame', origin: 'http://localhost:8788' }])
  })
})
