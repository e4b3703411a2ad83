/**
 * Fetches the code the first opening needs (the modal's shell and the Connect view), so the modal opens at once. A
 * failed fetch is retried (and shown by the modal's error boundary) when the modal opens.
 *
 * @example preloadModal() // from a hover of the connect button, or once the page is idle
 */
export function preloadModal(): void {
  void import('../modal/Modal').catch(() => undefined)
  void import('../views/Connect').catch(() => undefined)
}
