import type { Connector } from './types'

/**
 * The connector list with `connector` added. One wallet appears once per namespace: a connector with the same
 * id, or the same rdns, replaces the one there (a wallet announcing again brings its current provider), and the
 * legacy injected connector is dropped when an announced wallet turns out to be the same provider.
 */
export function withConnector(list: readonly Connector[], connector: Connector): Connector[] {
  const rdns = connector.info?.rdns
  const sameWallet = (c: Connector) =>
    c.chain === connector.chain &&
    (c.id === connector.id ||
      (rdns !== undefined && c.info?.rdns === rdns) ||
      (c.provider !== undefined && c.provider === connector.provider && c.type === 'INJECTED'))
  const index = list.findIndex(sameWallet)
  if (index === -1) {
    // An injected provider that an announced wallet already stands for is not listed twice.
    const announced =
      connector.type === 'INJECTED' && list.some((c) => c.provider !== undefined && c.provider === connector.provider)
    return announced ? [...list] : [...list, connector]
  }
  return [...list.slice(0, index), connector, ...list.slice(index + 1).filter((c) => !sameWallet(c))]
}
