import { preloadable } from '../components/preloadable/preloadable'

/**
 * The modal shell, fetched the first time something is shown in it (a page that never opens it never loads it), or
 * ahead by `preloadModal`, after which the first opening renders at once. Its module also hands over `preloadView`.
 */
export const LazyModal = preloadable(() =>
  import('./Modal').then((module) => ({ default: module.Modal, preloadView: module.preloadView })),
)
