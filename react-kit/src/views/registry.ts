import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { View } from '@portico/sdk'

/**
 * The views the modal can show, each loaded on first use: opening Connect fetches Connect's code only. A view not
 * listed here shows the shell's "not available" message.
 */
export const viewRegistry: Partial<Record<View, LazyExoticComponent<ComponentType>>> = {
  Connect: lazy(() => import('./Connect')),
  AllWallets: lazy(() => import('./AllWallets')),
  Networks: lazy(() => import('./Networks')),
  UnsupportedChain: lazy(() => import('./UnsupportedChain')),
  Account: lazy(() => import('./Account')),
  ConnectingWalletConnect: lazy(() => import('./ConnectingWalletConnect')),
}
