import { createElement, lazy, type ComponentProps, type ComponentType } from 'react'

/** A component whose code loads on first use, and renders at once once `preload` has loaded it. */
export type PreloadableComponent<P extends object, M> = ComponentType<P> & {
  /** Loads the code (once; again after a failure) and resolves with its module. */
  preload(): Promise<M>
  /** True once the code is in memory: rendering it then shows it in the same frame, without suspending. */
  isLoaded(): boolean
}

/**
 * `React.lazy` that can be loaded ahead: once `preload()` has resolved, the component renders in the same frame.
 * A lazy component suspends on its first render even when its module is already in memory, and React then holds
 * the revealed content back for its fallback throttle (300 ms): the first opening of the modal waited that long.
 *
 * @example
 * const Connect = preloadable(() => import('./Connect'))
 * void Connect.preload() // on hover; the click renders it at once
 */
// biome-ignore lint/suspicious/noExplicitAny: any component; its props are read back from it
export function preloadable<M extends { default: ComponentType<any> }>(
  load: () => Promise<M>,
): PreloadableComponent<ComponentProps<M['default']>, M> {
  type P = ComponentProps<M['default']>
  let loaded: ComponentType<P> | undefined
  let loading: Promise<M> | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(preload)
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per module at load
  const Preloadable = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props)
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined })
}
