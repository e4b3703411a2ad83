/** What a connector found in the page is matched by. */
interface ConnectorIds {
  id: string
  name?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
}

/**
 * Whether a connector found in the page is this wallet's: the same id, its catalogue id, or the same rdns (any case);
 * a connector whose protocol carries no rdns (the Wallet Standard, sats-connect, `injectedWeb3`, Keplr's interface)
 * by the same name, ignoring case.
 *
 * @example
 * matchesWallet({ id: 'XverseProviders.BitcoinProvider', name: 'Xverse' }, { id: '2a87d74a…', name: 'Xverse' }) // true
 */
export function matchesWallet(
  connector: ConnectorIds,
  wallet: { id: string; name?: string | undefined; rdns?: string | null | undefined },
): boolean {
  const rdns = wallet.rdns?.toLowerCase()
  const name = wallet.name?.toLowerCase()
  return (
    connector.id === wallet.id ||
    connector.explorerId === wallet.id ||
    (Boolean(rdns) && connector.info?.rdns?.toLowerCase() === rdns) ||
    (!connector.info?.rdns && Boolean(name) && connector.name?.toLowerCase() === name)
  )
}
