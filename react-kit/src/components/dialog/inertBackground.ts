import { KEEP_REACHABLE_ATTRIBUTE } from './keepReachable'

// While a modal dialog is open, everything outside it is taken out of reach: `inert` where the browser
// supports it (no focus, no clicks, hidden from assistive technology), else `aria-hidden="true"`.

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT'])

function shouldSkip(element: Element): boolean {
  return (
    SKIPPED.has(element.tagName) || element.hasAttribute(KEEP_REACHABLE_ATTRIBUTE) || element.hasAttribute('aria-live')
  )
}

/** The siblings of `root` and of each of its ancestors up to `<body>`. */
function backgroundOf(root: Element): Element[] {
  const background: Element[] = []
  for (let node: Element = root; node.parentElement && node !== node.ownerDocument.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && !shouldSkip(sibling)) background.push(sibling)
    }
  }
  return background
}

function supportsInert(element: Element): boolean {
  const view = element.ownerDocument.defaultView
  return !!view && 'inert' in view.HTMLElement.prototype
}

/**
 * Makes the page behind `root` inert and returns a function that puts every touched element back
 * exactly as it was (elements that were already inert or aria-hidden are left alone).
 */
export function inertBackground(root: Element): () => void {
  const attribute = supportsInert(root) ? 'inert' : 'aria-hidden'
  const touched = backgroundOf(root).filter((element) => !element.hasAttribute(attribute))
  for (const element of touched) element.setAttribute(attribute, attribute === 'inert' ? '' : 'true')
  return () => {
    for (const element of touched) element.removeAttribute(attribute)
  }
}
