import type { Portico } from '../portico/types'
import { addConnector } from './addConnector'
import { injected } from './injected'
import { runAction } from '../telemetry/runAction'

/** What `watchConnectors` returns. */
export type WatchConnectorsReturnType = () => void

/**
 * Lists the app's connectors and discovers the browser's wallets (EIP-6963 announcements, late ones included)
 * through the platform's event target, until the returned function stops it. Discovery runs once per instance: while
 * it runs, a second call starts nothing and returns the same stop. `connect` and `reconnect` call it.
 *
 * @example
 * const stop = watchConnectors(portico)
 * portico.$connectors.subscribe(({ all }) => console.log(all.map((c) => c.name)))
 * stop() // when the page's UI goes away
 */
export function watchConnectors(p: Portico): () => void {
  return runAction(p, (p) => {
    const stop = () => stopConnectors(p)
    if (p.walletSessions.stopDiscovery) return stop
    const options = p.$options.get()
    const stops: (() => void)[] = []
    p.walletSessions.stopDiscovery = () => {
      for (const stop of stops) stop()
    }
    const context = {
      portico: p,
      events: p.platform.events,
      injectedProvider: () => p.platform.injectedProvider?.(),
      injectedGlobal: (name: string) => p.platform.injectedGlobal?.(name),
      enableEIP6963: options.enableEIP6963,
      enableInjected: options.enableInjected,
      add: (connector: Parameters<typeof addConnector>[1]) => addConnector(p, connector),
    }
    // With the eip155 namespace, browser wallets are looked for even when the app lists no `injected()`
    // (`enableEIP6963: false` and `enableInjected: false` turn that off).
    const hasEip155 = options.adapters.some((a) => a.namespace === 'eip155')
    const listed = options.connectors.some((c) => c.id === 'injected')
    const connectors = hasEip155 && !listed ? [...options.connectors, injected()] : options.connectors
    for (const connector of connectors) {
      if (connector.discover) stops.push(connector.discover(context))
      else addConnector(p, connector)
    }
    return stop
  })
}

/** The error codes `watchConnectors` can throw. */
export type WatchConnectorsErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER' | 'USER_REJECTED'

/** Stops connector discovery and any wait for a late wallet to reconnect to (a later `watchConnectors` starts again). */
export function stopConnectors(p: Portico): void {
  p.walletSessions.stopDiscovery?.()
  p.walletSessions.stopDiscovery = undefined
  p.walletSessions.stopReconnect?.()
  p.walletSessions.stopReconnect = undefined
}
