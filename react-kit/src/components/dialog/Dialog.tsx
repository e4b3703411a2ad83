import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import * as styles from './Dialog.css'
import { deepActiveElement } from './deepActiveElement'
import { cycleFocus, focusProgrammatically } from './focusTrap'
import { inertBackground } from './inertBackground'
import { lockScroll } from './scrollLock'
import { useSheetDrag } from './useSheetDrag'
import { getTabbables } from './tabbable'
import { useIsClient } from './useIsClient'

export interface DialogProps {
  open: boolean
  /** Called when the user dismisses the dialog (Escape, overlay click) and it is dismissible. */
  onClose: () => void
  /** The visible title; the dialog is labelled by it. */
  title: ReactNode
  /** Body copy under the title; the dialog is described by it when given. */
  description?: ReactNode
  children?: ReactNode
  /** Controls before the title in the header (a back button). */
  headerStart?: ReactNode
  /** Controls after the title in the header (a close button). */
  headerEnd?: ReactNode
  /** When false, Escape and overlay clicks do not close; `onEscapeBlocked` is called instead. Default true. */
  dismissible?: boolean
  /** Called when Escape or an overlay click is refused because the dialog is not dismissible (e.g. to shake). */
  onEscapeBlocked?: () => void
  /** What takes focus on open: the first control of the body (default), or the title for info screens.
   * An element marked `data-autofocus` always wins. */
  initialFocus?: 'control' | 'title'
  /** Change it on an in-modal route change: focus then moves to `[data-autofocus]` or the view's heading. */
  focusKey?: string | number
  /** Where the dialog is portalled; default `document.body`. Pass an element inside the kit root so the
   * theme and `dir` apply. */
  container?: Element | null
  className?: string
  /**
   * Where focus goes on close when the element that opened the dialog is gone (a Connect button replaced by the
   * account button once connected), so it never falls to the page's body.
   */
  fallbackFocus?: (scope: Document | ShadowRoot) => HTMLElement | null | undefined
}

/** The WAI-ARIA modal dialog: portalled, labelled, focus-trapping, with the page behind it inert. */
export function Dialog(props: DialogProps) {
  const isClient = useIsClient()
  if (!props.open || !isClient) return null
  return createPortal(<OpenDialog {...props} />, props.container ?? document.body)
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  headerStart,
  headerEnd,
  dismissible = true,
  onEscapeBlocked,
  initialFocus = 'control',
  focusKey,
  className,
  fallbackFocus,
}: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  const handleRef = useRef<HTMLDivElement>(null)
  // A bottom sheet pulled down far enough is dismissed like a press on the overlay (or refused the same way).
  const drag = useSheetDrag(panelRef, handleRef, (dismiss) => {
    if (!dismiss) return
    if (dismissible) onClose()
    else onEscapeBlocked?.()
  })
  // The opener is read while rendering, before the commit can move focus (an `autoFocus` child).
  // This component only renders in a browser (see `Dialog`), so `document` exists here. Inside a shadow root (the
  // custom elements), the focused control itself, not its host.
  const [opener] = useState(() => deepActiveElement(document))
  // Where the opener sits (a shadow root for a custom element's button), read while it is still there.
  const [openerScope] = useState(() => opener?.getRootNode())

  // Open: take the page out of reach, lock its scroll, move focus in. Close: undo all of it, focus the opener.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening; initialFocus, the opener and the fallback are read at that moment
  useEffect(() => {
    const root = rootRef.current
    const panel = panelRef.current
    if (!root || !panel) return
    const restoreBackground = inertBackground(root)
    const unlockScroll = lockScroll(root.ownerDocument.body)
    const marked = panel.querySelector<HTMLElement>('[data-autofocus]')
    const firstControl = bodyRef.current && getTabbables(bodyRef.current)[0]
    const target =
      marked ?? (initialFocus === 'title' ? null : (firstControl ?? getTabbables(panel)[0])) ?? titleRef.current
    if (target) focusProgrammatically(target)
    return () => {
      restoreBackground()
      unlockScroll()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      // The page renders what replaced the opener in the same update: look for it once that is done.
      else if (fallbackFocus) {
        // Looked for where the opener was (its shadow root, for a custom element's button), else in the page.
        const scope = openerScope instanceof ShadowRoot && openerScope.host.isConnected ? openerScope : document
        setTimeout(() => fallbackFocus(scope)?.focus(), 0)
      }
    }
  }, [])

  // In-modal route change: focus the new view's marked element or heading.
  const previousFocusKey = useRef(focusKey)
  useEffect(() => {
    if (previousFocusKey.current === focusKey) return
    previousFocusKey.current = focusKey
    const panel = panelRef.current
    const target =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      bodyRef.current?.querySelector<HTMLElement>('h1, h2') ??
      titleRef.current
    if (target) focusProgrammatically(target)
  }, [focusKey])

  // Keyboard: Escape dismisses (or is refused), Tab and Shift+Tab cycle inside the panel.
  useEffect(() => {
    const root = rootRef.current
    const panel = panelRef.current
    if (!root || !panel) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      if (event.key === 'Escape') {
        event.preventDefault()
        if (dismissible) onClose()
        else onEscapeBlocked?.()
      } else if (event.key === 'Tab') {
        event.preventDefault()
        cycleFocus(panel, event.shiftKey)
      }
    }
    // Focus that escapes anyway (a click on browser chrome, a script) is brought back,
    // unless another dialog opened on top and made this one inert.
    const onFocusIn = (event: FocusEvent) => {
      if (root.closest('[inert], [aria-hidden="true"]')) return
      // The event's own target, not its shadow host: the dialog itself may sit in a shadow root.
      const target = event.composedPath()[0]
      if (target instanceof Node && !root.contains(target)) cycleFocus(panel, false)
    }
    root.addEventListener('keydown', onKeyDown)
    root.ownerDocument.addEventListener('focusin', onFocusIn)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      root.ownerDocument.removeEventListener('focusin', onFocusIn)
    }
  }, [dismissible, onClose, onEscapeBlocked])

  const onBackdropPointerDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts and ends on the overlay counts (not a text selection dragged out of the panel).
    if (event.target !== event.currentTarget || !pressStartedOnBackdrop.current) return
    if (dismissible) onClose()
    else onEscapeBlocked?.()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes; the keyboard's way is Escape
    // biome-ignore lint/a11y/useKeyWithClickEvents: a press on the backdrop closes; the keyboard's way is Escape
    <div
      ref={rootRef}
      className={styles.backdrop}
      data-portico-dialog-root=""
      onMouseDown={onBackdropPointerDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={className ? `${styles.panel} ${className}` : styles.panel}
      >
        <div ref={handleRef} className={styles.handle} aria-hidden="true" />
        <div className={styles.header} {...drag}>
          <div>{headerStart}</div>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          <div>{headerEnd}</div>
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>
  )
}
