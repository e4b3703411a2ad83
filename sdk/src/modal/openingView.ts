import type { RouterData } from '../router/types'
import type { View } from '../router/views'

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
 * The view the modal opens on, by the four rules of spec §2, in order: basic mode with no adapters and no
 * address → AllWallets on mobile, ConnectingWalletConnectBasic on desktop; a requested view; Account when an
 * address exists; Connect.
 */
export function openingView(input: OpeningViewInput): { view: View; data?: RouterData } {
  if (input.manualWCControl && !input.hasAdapters && !input.hasAddress)
    return { view: input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  if (input.view) return { view: input.view, data: input.data }
  if (input.hasAddress) return { view: 'Account' }
  return { view: 'Connect' }
}
