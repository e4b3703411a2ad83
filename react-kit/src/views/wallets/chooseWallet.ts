import { push, type Connector, type Portico } from '@portico/sdk'

/** What a listed wallet is: a catalogue entry, or a connector found in the page. */
export interface WalletChoice {
  id: string
  name: string
  rdns?: string | null
  connector?: Connector
}

/** Connectors a wallet is connected through on its own view, in the page (an app's external connector too). */
const DIRECT_CONNECTOR_TYPES = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'EXTERNAL']

/** The connector in the page that belongs to a catalogue wallet (same id, catalogue id or rdns). */
export function connectorFor(portico: Portico, wallet: WalletChoice): Connector | undefined {
  if (wallet.connector) return wallet.connector
  const rdns = wallet.rdns?.toLowerCase()
  return portico.$connectors
    .get()
    .all.find(
      (c) =>
        DIRECT_CONNECTOR_TYPES.includes(c.type) &&
        (c.id === wallet.id || c.explorerId === wallet.id || (Boolean(rdns) && c.info?.rdns?.toLowerCase() === rdns)),
    )
}

/**
 * Choosing a wallet: one with a connector in the page is connected on its own view ("Continue in <wallet>", retry
 * after a refusal); any other is paired over WalletConnect, on its own view.
 */
export function chooseWallet(portico: Portico, wallet: WalletChoice): void {
  const connector = connectorFor(portico, wallet)
  if (connector) push(portico, 'ConnectingExternal', { connector: { id: connector.id, name: connector.name } })
  else push(portico, 'ConnectingWalletConnect', { wallet: { id: wallet.id, name: wallet.name } })
}
