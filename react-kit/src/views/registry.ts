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
  AccountSettings: lazy(() => import('./AccountSettings')),
  EmailVerifyOtp: lazy(() => import('./EmailVerifyOtp')),
  EmailVerifyDevice: lazy(() => import('./EmailVerifyDevice')),
  UpdateEmailWallet: lazy(() => import('./UpdateEmailWallet')),
  UpdateEmailPrimaryOtp: lazy(() => import('./UpdateEmailPrimaryOtp')),
  UpdateEmailSecondaryOtp: lazy(() => import('./UpdateEmailSecondaryOtp')),
  ConnectingSocial: lazy(() => import('./ConnectingSocial')),
  ConnectingFarcaster: lazy(() => import('./ConnectingFarcaster')),
  ApproveTransaction: lazy(() => import('./ApproveTransaction')),
  WalletSend: lazy(() => import('./WalletSend')),
  WalletSendSelectToken: lazy(() => import('./WalletSendSelectToken')),
  WalletSendPreview: lazy(() => import('./WalletSendPreview')),
  WalletReceive: lazy(() => import('./WalletReceive')),
  ConnectingWalletConnect: lazy(() => import('./ConnectingWalletConnect')),
  ConnectingWalletConnectBasic: lazy(() => import('./ConnectingWalletConnectBasic')),
  ConnectingExternal: lazy(() => import('./ConnectingExternal')),
  ConnectingSiwe: lazy(() => import('./ConnectingSiwe')),
  SIWXSignMessage: lazy(() => import('./SIWXSignMessage')),
  RegisterAccountName: lazy(() => import('./RegisterAccountName')),
  RegisterAccountNameSuccess: lazy(() => import('./RegisterAccountNameSuccess')),
  Swap: lazy(() => import('./Swap')),
  SwapSelectToken: lazy(() => import('./SwapSelectToken')),
  SwapPreview: lazy(() => import('./SwapPreview')),
  OnRampProviders: lazy(() => import('./OnRampProviders')),
  OnRampFiatSelect: lazy(() => import('./OnRampFiatSelect')),
  OnRampTokenSelect: lazy(() => import('./OnRampTokenSelect')),
  BuyInProgress: lazy(() => import('./BuyInProgress')),
}
