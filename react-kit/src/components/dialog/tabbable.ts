// Which elements inside the dialog take part in the Tab sequence, in document order. The dialog only ever holds the
// kit's own views, which use no positive tabindex, no radio group and no contenteditable: those rules of the
// browser's sequence are left out on purpose (tabbable.test.ts pins what is covered).

const CANDIDATES = 'a[href],button,input:not([type="hidden"]),select,textarea,iframe,[tabindex]'

function isHidden(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('inert')) return true
    const style = node.ownerDocument.defaultView?.getComputedStyle(node)
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return true
  }
  return false
}

/** Tabbable elements of `root`: focusable by Tab, enabled and shown. */
export function getTabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('fieldset[disabled]') &&
      !isHidden(element, root),
  )
}
