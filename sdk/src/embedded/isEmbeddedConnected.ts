import type { Portico } from '../portico/types'

/** True while eip155 is connected through the embedded wallet (the AUTH connector). */
export function isEmbeddedConnected(p: Portico): boolean {
  return p.walletSessions.byNamespace.get('eip155')?.connector.type === 'AUTH'
}
