import type { Portico } from '@portico/sdk'
import { FRAME_ELEMENT_ID } from '@portico/sdk/embedded'
import { useEffect } from 'react'

const HIDING_ATTRIBUTES = ['inert', 'aria-hidden']

/**
 * While the embedded wallet's frame asks for approval, it is part of the dialog: the SDK places it on the page
 * (outside the modal), where the open dialog makes it inert and its focus trap would pull focus back out of it.
 * This gives the frame back to the user (pointer, keyboard, assistive technology) until the view goes; the
 * dialog may mark it before or after this view mounts (when the modal opens on this view), so the marks are
 * watched. When the modal stays open after the view, the frame is put back out of reach.
 */
export function useFrameReachable(portico: Portico): void {
  useEffect(() => {
    const frame = document.getElementById(FRAME_ELEMENT_ID)
    if (!frame) return
    const removed = new Map<string, string>()
    const release = () => {
      for (const name of HIDING_ATTRIBUTES) {
        const value = frame.getAttribute(name)
        if (value === null) continue
        removed.set(name, value)
        frame.removeAttribute(name)
      }
    }
    release()
    const watch = new MutationObserver(release)
    watch.observe(frame, { attributes: true, attributeFilter: HIDING_ATTRIBUTES })
    // Focus moving into the frame is not the dialog's to take back: stop it before the dialog's trap sees it.
    const keepFocus = (event: FocusEvent) => {
      if (event.target === frame) event.stopPropagation()
    }
    window.addEventListener('focusin', keepFocus, true)
    return () => {
      watch.disconnect()
      window.removeEventListener('focusin', keepFocus, true)
      if (portico.$modal.get().open) for (const [name, value] of removed) frame.setAttribute(name, value)
    }
  }, [portico])
}
