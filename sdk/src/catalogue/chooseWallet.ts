import * as v from 'valibot'
import type { Connector } from '../connectors/types'
import type { Portico } from '../portico/types'
import { push } from '../router/push'
import type { RouterData } from '../router/types'
import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import { matchesWallet } from './matchesWallet'

/** Connectors a wallet is connected through on its own view, in the page (an app's external connector too). */
const DIRECT_CONNECTOR_TYPES = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'EXTERNAL']

/** A wallet as listed: a catalogue entry, a Connect row, or a connector found in the page. */
export interface ChooseWalletParams {
  id: string
  name: string
  rdns?: string | null | undefined
}

const walletSchema = () =>
  objectParam({ id: filledTextParam(), name: filledTextParam(), rdns: v.nullish(v.string('must be a text')) })

/** What `connectorOfWallet` returns. */
export type ConnectorOfWalletReturnType = Connector | undefined

/** The parameters of `connectorOfWallet`: the listed wallet. */
export type ConnectorOfWalletParams = ChooseWalletParams

/**
 * The connector in the page a listed wallet connects through: the one with its id, its catalogue id or its rdns, or its
 * name where the connector's protocol carries no rdns (`matchesWallet`).
 *
 * @example
 * connectorOfWallet(portico, { id: 'c57ca95b…', name: 'MetaMask', rdns: 'io.metamask' })?.type // 'ANNOUNCED'
 */
export function connectorOfWallet(p: Portico, wallet: ConnectorOfWalletParams): Connector | undefined {
  const checked = checkParam('wallet', walletSchema(), wallet)
  return p.$connectors.get().all.find((c) => DIRECT_CONNECTOR_TYPES.includes(c.type) && matchesWallet(c, checked))
}

/** The error codes `connectorOfWallet` can throw. */
export type ConnectorOfWalletErrorType = 'INVALID_PARAMETER'

/** The parameters of `walletRoute`: the listed wallet. */
export type WalletRouteParams = ChooseWalletParams

/** What `walletRoute` returns: the view choosing the wallet opens, and that view's data. */
export interface WalletRouteReturnType {
  view: 'ConnectingExternal' | 'ConnectingWalletConnect'
  data: RouterData
}

/**
 * Where choosing a listed wallet leads: one with a connector in the page is connected on its own view
 * (ConnectingExternal: "Continue in <wallet>", retry after a refusal); any other is paired over WalletConnect on its
 * own view. A UI may load that view's code ahead, when the wallet's row is hovered.
 *
 * @example
 * walletRoute(portico, { id: 'io.metamask', name: 'MetaMask' }).view // 'ConnectingExternal' when it is in the page
 */
export function walletRoute(p: Portico, wallet: WalletRouteParams): WalletRouteReturnType {
  const connector = connectorOfWallet(p, wallet)
  return connector
    ? { view: 'ConnectingExternal', data: { connector: { id: connector.id, name: connector.name } } }
    : { view: 'ConnectingWalletConnect', data: { wallet: { id: wallet.id, name: wallet.name } } }
}

/** The error codes `walletRoute` can throw. */
export type WalletRouteErrorType = 'INVALID_PARAMETER'

/** What `chooseWallet` returns. */
export type ChooseWalletReturnType = undefined

/**
 * Chooses a listed wallet: it opens the view `walletRoute` names (connected through its connector in the page, or
 * paired over WalletConnect).
 *
 * @example
 * const row = connectRows(portico).wallets.find((row) => row.kind === 'wallet')
 * if (row?.kind === 'wallet') chooseWallet(portico, row)
 */
export function chooseWallet(p: Portico, wallet: ChooseWalletParams): void {
  push(p, walletRoute(p, wallet))
}

/** The error codes `chooseWallet` can throw. */
export type ChooseWalletErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
