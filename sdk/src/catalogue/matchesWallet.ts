/** What a connector found in the page is matched by. */
interface ConnectorIds {
  id: string
  explorerId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
}

/** Whether a connector found in the page is this wallet's: the same id, its catalogue id, or the same rdns (any case). */
export function matchesWallet(
  connector: ConnectorIds,
  wallet: { id: string; rdns?: string | null | undefined },
): boolean {
  const rdns = wallet.rdns?.toLowerCase()
  return (
    connector.id === wallet.id ||
    connector.explorerId === wallet.id ||
    (Boolean(rdns) && connector.info?.rdns?.toLowerCase() === rdns)
  )
}
