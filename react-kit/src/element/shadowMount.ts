/**
 * Gives `host` an open shadow root holding the kit's stylesheets (`<link>`s to static CSS files, which a
 * Content-Security-Policy with `style-src 'self'` allows; no `<style>`, no inline style) and an empty element for
 * the kit to render into. The mount stays hidden until every sheet has loaded or failed, so the kit never shows
 * unstyled. `delegatesFocus`: focusing the host focuses its first control (a button element's button).
 */
export function shadowMount(
  host: HTMLElement,
  styles: readonly string[],
  onFailed: (href: string) => void,
): HTMLElement {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open', delegatesFocus: true })
  const existing = shadow.querySelector<HTMLElement>('[data-portico-mount]')
  if (existing) return existing
  const mount = host.ownerDocument.createElement('div')
  mount.setAttribute('data-portico-mount', '')
  let pending = styles.length
  const settle = () => {
    pending -= 1
    if (pending === 0) mount.hidden = false
  }
  mount.hidden = pending > 0
  for (const href of styles) {
    const link = host.ownerDocument.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.addEventListener('load', settle, { once: true })
    link.addEventListener(
      'error',
      () => {
        onFailed(href)
        settle()
      },
      { once: true },
    )
    shadow.append(link)
  }
  shadow.append(mount)
  return mount
}
