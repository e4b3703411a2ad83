import { createElement, lazy, type ComponentProps, type ComponentType } from 'react'

/** A component whose code loads on first use, and renders at once once `preload` has loaded it. */
export type PreloadableComponent<P extends object, M> = ComponentType<P> & {
  /** Loads the code (once; again after a failure, as does the next render after `retryFailedLoads`). */
  preload(): Promise<M>
  /** True once the code is in memory: rendering it then shows it in the same frame, without suspending. */
  isLoaded(): boolean
}

/** How to renew each component whose code failed to load (see `retryFailedLoads`). */
const failed = new Set<() => void>()

/**
 * Makes every component whose code failed to load fetch it again on its next render: an error boundary's Try again
 * calls it before it renders its children again. `React.lazy` keeps a rejection for good, and a render that React
 * repeats after the error must not fetch again by itself (it would fetch in a loop while the network is down).
 *
 * @example <Button onClick={() => { retryFailedLoads(); this.setState({ failed: false }) }}>Try again</Button>
 */
export function retryFailedLoads(): void {
  for (const renew of failed) renew()
  failed.clear()
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
        failed.add(renew)
        throw error
      },
    )
    return loading
  }
  let Lazy = lazy(preload)
  const renew = () => {
    Lazy = lazy(preload)
  }
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per module at load
  const Preloadable = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props)
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined })
}
