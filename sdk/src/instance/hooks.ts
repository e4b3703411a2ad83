/**
 * Points where later features plug into the core rules. Each is optional; the core calls it when present.
 * A feature sets its hook on the instance it was given (`portico.hooks.resetSendForm = …`).
 */
export interface PorticoHooks {
  /** Reloads the embedded wallet's auth connector (after leaving ConnectingFarcaster while disconnected). */
  reloadAuthConnector?: () => void | Promise<void>
  /** Clears the send form (on a namespace change). */
  resetSendForm?: () => void
}
