import * as v from 'valibot'
import type { Connector } from '../connectors/types'
import type { Portico } from '../instance/types'
import { push } from '../router/push'
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
 * The connector in the page a listed wallet connects through: the one with its id, its catalogue id or its rdns.
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

/** What `chooseWallet` returns. */
export type ChooseWalletReturnType = undefined

/**
 * Chooses a listed wallet: one with a connector in the page is connected on its own view (ConnectingExternal:
 * "Continue in <wallet>", retry after a refusal); any other is paired over WalletConnect on its own view.
 *
 * @example
 * const row = connectRows(portico).wallets.find((row) => row.kind === 'wallet')
 * if (row?.kind === 'wallet') chooseWallet(portico, row)
 */
export function chooseWallet(p: Portico, wallet: ChooseWalletParams): void {
  const connector = connectorOfWallet(p, wallet)
  if (connector)
    push(p, { view: 'ConnectingExternal', data: { connector: { id: connector.id, name: connector.name } } })
  else push(p, { view: 'ConnectingWalletConnect', data: { wallet: { id: wallet.id, name: wallet.name } } })
}

/** The error codes `chooseWallet` can throw. */
export type ChooseWalletErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
