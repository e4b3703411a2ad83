import { useStore } from './useStore'
import type { ConnectedWalletInfo } from '@portico/sdk'
import { usePortico } from './usePortico'

/** What the connected wallet says about itself (name, icon), or undefined when none is connected. */
export function useWalletInfo(): ConnectedWalletInfo | undefined {
  return useStore(usePortico().$account).connectedWalletInfo
}
