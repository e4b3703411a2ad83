import type { View } from '@portico/sdk'
import { LazyModal } from '../modal/lazyModal'

/**
 * Fetches the code an opening needs (the modal's shell, then the views it opens on: Connect by default) and makes
 * it ready to render, so the click shows the view in the next frame. A failed fetch is retried (and shown by the
 * modal's error boundary) when the modal opens.
 *
 * @example preloadModal() // from a hover of the connect button, or once the page is idle
 */
export function preloadModal(views: readonly View[] = ['Connect']): void {
  LazyModal.preload()
    .then((module) => Promise.all(views.map((view) => module.preloadView(view))))
    .catch(() => undefined)
}
