// examples/quickstart/src/wallets.ts — several wallets at once: add one, switch wallet and account, disconnect one
import { connect, disconnect, switchAccount, switchConnection, type Connector } from '@portico/sdk'
import { portico } from './portico'

/** Every connection, the active one first: what a wallet switcher of your own lists. */
export function wallets() {
  // Each: { id, connector: { name, icon }, namespace, accounts, address, chainId, active }
  return portico.$connections.get().toSorted((a, b) => Number(b.active) - Number(a.active))
}

/** Connects one more wallet (a connector or its id): the earlier ones stay connected, the new one is active. */
export async function addWallet(connector: Connector | string) {
  return connect(portico, { connector })
}

/** Makes a connection active, and optionally another of its accounts: the account button, send, wagmi follow. */
export async function useWallet(connectionId: string, address?: string) {
  if (address) await switchAccount(portico, { connectionId, address })
  else await switchConnection(portico, { connectionId })
}

/** Disconnects one wallet; the next one becomes active. `disconnect(portico)` still ends every connection. */
export async function removeWallet(connectionId: string) {
  await disconnect(portico, { connectionId })
}
