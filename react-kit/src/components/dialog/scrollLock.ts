// Stops the page behind an open dialog from scrolling, through `element.style` only (no injected <style>,
// so a strict Content-Security-Policy page works), and returns a function that restores the old values.

export function lockScroll(body: HTMLElement): () => void {
  const view = body.ownerDocument.defaultView
  const scrollbarWidth = view ? view.innerWidth - body.ownerDocument.documentElement.clientWidth : 0
  const previous = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd }
  body.style.overflow = 'hidden'
  // Keep the layout from jumping when the scrollbar disappears.
  if (scrollbarWidth > 0) body.style.paddingInlineEnd = `${scrollbarWidth}px`
  return () => {
    body.style.overflow = previous.overflow
    body.style.paddingInlineEnd = previous.paddingInlineEnd
  }
}
