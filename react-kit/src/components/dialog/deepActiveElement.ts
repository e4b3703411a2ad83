/**
 * The focused element, inside shadow roots too: `document.activeElement` names only the shadow host when focus is
 * in a shadow root (the kit's custom elements render in one).
 */
export function deepActiveElement(document: Document): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
