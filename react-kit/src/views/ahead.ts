import { findConnector, type Portico, type View } from '@portico/sdk'
import { WALLETCONNECT_CONNECTOR_ID } from '@portico/sdk/constants'
import type { AccountActions } from '@portico/sdk/account'
import { preloadView } from './registry'

/**
 * The views each view's controls open. Their code loads as soon as the view shows: a phone has no hover to load it
 * on, and a view shown before its code is in memory waits for React's 300 ms reveal throttle.
 */
export const NEXT_VIEWS: Partial<Record<View, readonly View[]>> = {
  Connect: ['AllWallets', 'ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
  AllWallets: ['ConnectingExternal', 'ConnectingWalletConnect'],
  ConnectingExternal: ['SIWXSignMessage'],
  ConnectingWalletConnect: ['SIWXSignMessage'],
  ConnectingWalletConnectBasic: ['SIWXSignMessage'],
  Account: ['WalletSend', 'WalletReceive', 'Swap', 'OnRampProviders', 'Networks', 'AccountSettings'],
  WalletSend: ['WalletSendSelectToken', 'WalletSendPreview'],
  Swap: ['SwapSelectToken', 'SwapPreview'],
  OnRampProviders: ['OnRampFiatSelect', 'OnRampTokenSelect', 'BuyInProgress'],
}

/**
 * What an account action's view shows first, fetched ahead when the Account view shows and the action is offered
 * (`accountActions`), unless it is loaded or on its way: the view itself refreshes what it shows. Each SDK action
 * records its failure in its store and reports it, and the view asks again when it shows, so a failed prefetch is
 * not an error here.
 */
const FIRST_DATA: Partial<
  Record<View, { action: keyof AccountActions; fetch(p: Portico): Promise<unknown> | undefined }>
> = {
  WalletSend: {
    action: 'send',
    fetch: (p) =>
      p.$balances.get().balances.length === 0
        ? import('@portico/sdk/account').then(({ fetchBalances }) => fetchBalances(p))
        : undefined,
  },
  Swap: {
    action: 'swap',
    fetch: (p) => {
      const { caipNetworkId, status } = p.$swap.get()
      const current = caipNetworkId === p.$network.get().caipNetwork?.caipNetworkId
      return current && ['pending', 'success'].includes(status.initialize)
        ? undefined
        : import('@portico/sdk/swap').then(({ fetchSwapTokens }) => fetchSwapTokens(p))
    },
  },
  OnRampProviders: {
    action: 'buy',
    fetch: (p) => {
      const { options, status } = p.$onramp.get()
      return options || status.options === 'pending'
        ? undefined
        : import('@portico/sdk/onramp').then(({ fetchOnrampOptions }) => fetchOnrampOptions(p))
    },
  },
}

/**
 * Gets what `view` leads to ready: the code of the views it opens, WalletConnect's pairing link when one of them
 * pairs, and the first data of those that show some.
 *
 * @example useEffect(() => prepareNext(portico, router.view), [portico, router.view])
 */
export function prepareNext(portico: Portico, view: View): void {
  const next = NEXT_VIEWS[view] ?? []
  for (const each of next) preloadView(each).catch(() => undefined)
  // The QR needs a pairing link and its code drawn: made once this view has drawn (the modal is open), so the QR
  // shows at the tap. A chunk that failed to load is met again, and shown, by the view's own.
  const walletConnect = findConnector(portico, { id: WALLETCONNECT_CONNECTOR_ID })
  if (walletConnect && next.includes('ConnectingWalletConnect'))
    import('./walletconnect/pairAhead')
      .then(({ pairAhead }) => pairAhead(portico, walletConnect))
      .catch(() => undefined)
  const withData = next.filter((each) => FIRST_DATA[each])
  if (withData.length === 0) return
  import('@portico/sdk/account')
    .then(({ accountActions }) => accountActions(portico))
    .then((offered) => {
      for (const each of withData) {
        const data = FIRST_DATA[each]
        if (data && offered[data.action]) data.fetch(portico)?.catch(() => undefined)
      }
    })
    .catch(() => undefined)
}
