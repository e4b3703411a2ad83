import type { RouterData } from '../router/types'
import type { View } from '../router/views'

/** What `openingView` decides from: the connection, the account and the app's switches. */
export interface OpeningViewInput {
  /** Basic WalletConnect (manual) mode. */
  manualWCControl: boolean
  hasAdapters: boolean
  hasAddress: boolean
  isMobile: boolean
  view?: View
  data?: RouterData
}

/**
 * Views that only show or act for the connected account: without one there is nothing to show, so Connect opens.
 * Receive, swap, buy and name registration have their own 'connect first' state and open as asked.
 */
const ACCOUNT_VIEWS: readonly View[] = [
  'Account',
  'AccountSettings',
  'ProfileWallets',
  'Transactions',
  'WalletSend',
  'WalletSendPreview',
  'WalletSendSelectToken',
  'WalletSendConfirmed',
  'UpdateEmailWallet',
]

/**
 * The view the modal opens on, by the four rules of spec §2, in order: basic mode with no adapters and no
 * address → AllWallets on mobile, ConnectingWalletConnectBasic on desktop; a requested view (Connect instead when
 * it is one of the account's and there is no account: never an empty dialog); Account when an address exists;
 * Connect. Internal: `open` builds its input from the instance and checks the caller's view and data itself.
 */
export function openingView(input: OpeningViewInput): { view: View; data?: RouterData } {
  if (input.manualWCControl && !input.hasAdapters && !input.hasAddress)
    return { view: input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  if (input.view && !input.hasAddress && ACCOUNT_VIEWS.includes(input.view)) return { view: 'Connect' }
  if (input.view) return { view: input.view, data: input.data }
  if (input.hasAddress) return { view: 'Account' }
  return { view: 'Connect' }
}
