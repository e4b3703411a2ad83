import { LazyModal } from '../modal/lazyModal'

/**
 * Fetches the code the first opening needs (the modal's shell, then the Connect view) and makes it ready to render,
 * so the click shows the list in the next frame. A failed fetch is retried (and shown by the modal's error boundary)
 * when the modal opens.
 *
 * @example preloadModal() // from a hover of the connect button, or once the page is idle
 */
export function preloadModal(): void {
  LazyModal.preload()
    .then((module) => module.preloadView('Connect'))
    .catch(() => undefined)
}
