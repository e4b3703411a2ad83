import { getTabbables } from './tabbable'

/**
 * Moves focus to the next (or previous) tab stop inside `container`, wrapping at both ends.
 * Focus outside the container goes to the first (or last) tab stop. With no tab stop at all,
 * the container itself takes focus so it never leaves the dialog.
 */
export function cycleFocus(container: HTMLElement, backwards: boolean): void {
  const tabbables = getTabbables(container)
  // The focused element of the container's own tree (a shadow root's when the dialog sits in one).
  const scope = container.getRootNode() as Document | ShadowRoot
  const active = scope.activeElement
  if (tabbables.length === 0) {
    container.focus()
    return
  }
  // biome-ignore lint/complexity/useIndexOf: the active element may be no HTMLElement at all
  const index = tabbables.findIndex((element) => element === active)
  const last = tabbables.length - 1
  const next =
    index === -1
      ? backwards
        ? last
        : 0
      : backwards
        ? index === 0
          ? last
          : index - 1
        : index === last
          ? 0
          : index + 1
  tabbables[next]?.focus()
}

/** Focuses an element that may not be focusable by default (a heading), without adding it to the tab order. */
export function focusProgrammatically(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus()
}
