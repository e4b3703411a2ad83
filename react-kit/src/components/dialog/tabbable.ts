// Which elements inside a container take part in the Tab sequence, in the order the browser visits them.

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',')

function isHidden(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('inert')) return true
    const style = node.ownerDocument.defaultView?.getComputedStyle(node)
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return true
  }
  return false
}

function tabIndexOf(element: HTMLElement): number {
  const attribute = element.getAttribute('tabindex')
  if (attribute !== null) return Number.parseInt(attribute, 10)
  return element.isContentEditable || element.hasAttribute('contenteditable') ? 0 : element.tabIndex
}

/** Only one radio of a named group is a tab stop: the checked one, else the first. */
function isSkippedRadio(element: HTMLElement, root: Element): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return false
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === element.name && radio.form === element.form,
  )
  const checked = group.find((radio) => radio.checked)
  return checked ? checked !== element : group[0] !== element
}

/** `:disabled` plus the disabled-fieldset rule (a control in its first legend stays enabled). */
function isDisabled(element: HTMLElement): boolean {
  if (element.matches(':disabled')) return true
  const fieldset = element.closest('fieldset[disabled]')
  if (!fieldset || !('disabled' in element)) return false
  const legend = fieldset.querySelector(':scope > legend')
  return !legend?.contains(element)
}

function isTabbable(element: HTMLElement, root: Element): boolean {
  const index = tabIndexOf(element)
  if (Number.isNaN(index) || index < 0) return false
  if (isDisabled(element)) return false
  if (isHidden(element, root)) return false
  return !isSkippedRadio(element, root)
}

/** Tabbable elements of `root`: positive tabindex first (ascending), then document order. */
export function getTabbables(root: Element): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter((el) => isTabbable(el, root))
  const positive = found.filter((el) => tabIndexOf(el) > 0).sort((a, b) => tabIndexOf(a) - tabIndexOf(b))
  return [...positive, ...found.filter((el) => tabIndexOf(el) === 0)]
}
