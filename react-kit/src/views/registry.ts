import type { ComponentType } from 'react'
import { preloadable, type PreloadableComponent } from '../components/preloadable/preloadable'
import type { View } from '@portico/sdk'

/**
 * The views the modal can show, each loaded on first use: opening Connect fetches Connect's code only. A view not
 * listed here shows the shell's "not available" message.
 */
export const viewRegistry: Partial<Record<View, PreloadableComponent<object, { default: ComponentType }>>> = {
  Connect: preloadable(() => import('./Connect')),
  AllWallets: preloadable(() => import('./AllWallets')),
  Networks: preloadable(() => import('./Networks')),
  UnsupportedChain: preloadable(() => import('./UnsupportedChain')),
  Account: preloadable(() => import('./Account')),
  AccountSettings: preloadable(() => import('./AccountSettings')),
  ProfileWallets: preloadable(() => import('./ProfileWallets')),
  EmailVerifyOtp: preloadable(() => import('./EmailVerifyOtp')),
  EmailVerifyDevice: preloadable(() => import('./EmailVerifyDevice')),
  UpdateEmailWallet: preloadable(() => import('./UpdateEmailWallet')),
  UpdateEmailPrimaryOtp: preloadable(() => import('./UpdateEmailPrimaryOtp')),
  UpdateEmailSecondaryOtp: preloadable(() => import('./UpdateEmailSecondaryOtp')),
  ConnectingSocial: preloadable(() => import('./ConnectingSocial')),
  ConnectingFarcaster: preloadable(() => import('./ConnectingFarcaster')),
  ApproveTransaction: preloadable(() => import('./ApproveTransaction')),
  WalletSend: preloadable(() => import('./WalletSend')),
  WalletSendSelectToken: preloadable(() => import('./WalletSendSelectToken')),
  WalletSendPreview: preloadable(() => import('./WalletSendPreview')),
  WalletReceive: preloadable(() => import('./WalletReceive')),
  ConnectingWalletConnect: preloadable(() => import('./ConnectingWalletConnect')),
  ConnectingWalletConnectBasic: preloadable(() => import('./ConnectingWalletConnectBasic')),
  ConnectingExternal: preloadable(() => import('./ConnectingExternal')),
  ConnectingSiwe: preloadable(() => import('./ConnectingSiwe')),
  SIWXSignMessage: preloadable(() => import('./SIWXSignMessage')),
  RegisterAccountName: preloadable(() => import('./RegisterAccountName')),
  RegisterAccountNameSuccess: preloadable(() => import('./RegisterAccountNameSuccess')),
  Swap: preloadable(() => import('./Swap')),
  SwapSelectToken: preloadable(() => import('./SwapSelectToken')),
  SwapPreview: preloadable(() => import('./SwapPreview')),
  OnRampProviders: preloadable(() => import('./OnRampProviders')),
  OnRampFiatSelect: preloadable(() => import('./OnRampFiatSelect')),
  OnRampTokenSelect: preloadable(() => import('./OnRampTokenSelect')),
  BuyInProgress: preloadable(() => import('./BuyInProgress')),
}

/**
 * Loads a view's code ahead, so its first showing renders at once (the Connect view, before the first opening).
 *
 * @example void preloadView('Connect')
 */
export function preloadView(view: View): Promise<unknown> {
  return viewRegistry[view]?.preload() ?? Promise.resolve(undefined)
}
