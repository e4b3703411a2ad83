type Listener = (...args: unknown[]) => void

/** The event half of a provider Portico writes over a wallet's own protocol: `on`, `removeListener`, and `emit`. */
export interface ProviderEvents {
  emit(event: string, ...args: unknown[]): void
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

/**
 * Listeners by event name, for the providers Portico writes over browser wallets' protocols (Wallet Standard,
 * sats-connect, Keplr, injectedWeb3): the connection follows them through `accountsChanged` and `chainChanged`.
 *
 * @example
 * const events = providerEvents()
 * events.on('chainChanged', (id) => console.log(id))
 * events.emit('chainChanged', 'osmosis-1')
 */
export function providerEvents(): ProviderEvents {
  const listeners = new Map<string, Set<Listener>>()
  return {
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener as Listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
    },
  }
}
