import { checkParam, textParam } from '../validation/checkParam'
import { FRAME_HEIGHT_PX, FRAME_WIDTH_PX, FRAME_Z_INDEX } from '../constants'
import type { FrameMessageEvent, PlatformFrame } from '../platform/types'

/** The frame element's id and name (one embedded-wallet frame per page). */
export const FRAME_ELEMENT_ID = 'portico-iframe'
/** The `name` of the embedded wallet's iframe. */
export const FRAME_ELEMENT_NAME = 'portico-secure-iframe'

/**
 * The frame seam in a page (used when the platform brings none): a hidden iframe showing `url`, appended to the page's body: fixed over the modal (z-index above it), shown
 * only while the user has something to do in it. Messages are heard from that iframe's window only.
 */
export function browserFrame(url: string): PlatformFrame {
  checkParam('url', textParam(), url)
  const iframe = document.createElement('iframe')
  iframe.id = FRAME_ELEMENT_ID
  iframe.name = FRAME_ELEMENT_NAME
  iframe.src = url
  iframe.title = 'Embedded wallet'
  Object.assign(iframe.style, {
    position: 'fixed',
    inset: '0',
    margin: 'auto',
    width: `${FRAME_WIDTH_PX}px`,
    maxWidth: '100%',
    height: `${FRAME_HEIGHT_PX}px`,
    maxHeight: '100%',
    border: '0',
    zIndex: String(FRAME_Z_INDEX),
    display: 'none',
  })
  document.body.appendChild(iframe)
  return {
    postMessage: (message, targetOrigin) => iframe.contentWindow?.postMessage(message, targetOrigin),
    onMessage(handler) {
      const listener = (event: MessageEvent) => {
        if (event.source !== iframe.contentWindow) return
        const message: FrameMessageEvent = { data: event.data, origin: event.origin }
        handler(message)
      }
      window.addEventListener('message', listener)
      return () => window.removeEventListener('message', listener)
    },
    show: () => {
      iframe.style.display = 'block'
    },
    hide: () => {
      iframe.style.display = 'none'
    },
    remove: () => iframe.remove(),
  }
}
