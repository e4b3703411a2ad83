import { KEEP_REACHABLE_ATTRIBUTE } from './keepReachable'

// While a modal dialog is open, everything outside it is taken out of reach: `inert` where the browser
// supports it (no focus, no clicks, hidden from assistive technology), else `aria-hidden="true"`.

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT'])

function shouldSkip(element: Element): boolean {
  return (
    SKIPPED.has(element.tagName) || element.hasAttribute(KEEP_REACHABLE_ATTRIBUTE) || element.hasAttribute('aria-live')
  )
}

/** The node holding `node`'s siblings: its parent element, or the shadow root it is at the top of. */
function parentOf(node: Element): Element | ShadowRoot | null {
  if (node.parentElement) return node.parentElement
  const parent = node.parentNode
  return parent && 'host' in parent ? (parent as ShadowRoot) : null
}

/**
 * The siblings of `root` and of each of its ancestors up to `<body>`, out of shadow roots too (through their host:
 * the kit's custom elements render the dialog in one).
 */
function backgroundOf(root: Element): Element[] {
  const background: Element[] = []
  let node: Element = root
  for (let parent = parentOf(node); parent && node !== node.ownerDocument.body; parent = parentOf(node)) {
    for (const sibling of parent.children) {
      if (sibling !== node && !shouldSkip(sibling)) background.push(sibling)
    }
    node = 'host' in parent ? parent.host : parent
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
