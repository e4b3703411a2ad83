import { setCaipAddress, updateAccountState } from '@portico/sdk/internal'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectMessages } from '../i18n/en/connect'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { PorticoProvider } from '../provider/PorticoProvider'
import {
  useAccount,
  useDisconnect,
  useModal,
  useNetwork,
  usePortico,
  useSnackbar,
  useTheme,
  useTranslation,
  useWalletInfo,
} from './index'

afterEach(cleanup)

function setup() {
  const portico = testPortico()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider portico={portico}>{children}</PorticoProvider>
  )
  return { portico, wrapper }
}

const evm = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

describe('hooks', () => {
  it('usePortico gives the instance of the provider', () => {
    const { portico, wrapper } = setup()
    expect(renderHook(() => usePortico(), { wrapper }).result.current).toBe(portico)
  })

  it('useModal opens and closes through the SDK and follows $modal', () => {
    const { portico, wrapper } = setup()
    const { result } = renderHook(() => useModal(), { wrapper })
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open({ view: 'Networks' }))
    expect(result.current.isOpen).toBe(true)
    expect(portico.$router.get().view).toBe('Networks')
    act(() => void result.current.close())
    expect(portico.$modal.get().open).toBe(false)
  })

  it('useAccount follows the active account, or the one of a given namespace', () => {
    const { portico, wrapper } = setup()
    const active = renderHook(() => useAccount(), { wrapper })
    const solana = renderHook(() => useAccount('solana'), { wrapper })
    expect(active.result.current.isConnected).toBe(false)
    act(() => {
      setCaipAddress(portico, evm, 'eip155')
      updateAccountState(portico, { status: 'connected' }, 'eip155')
    })
    expect(active.result.current).toMatchObject({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      isConnected: true,
    })
    expect(solana.result.current.address).toBeUndefined()
  })

  it('useNetwork follows $network and switches through the SDK', async () => {
    const { portico, wrapper } = setup()
    const { result } = renderHook(() => useNetwork(), { wrapper })
    expect(result.current.caipNetwork?.name).toBe('Ethereum')
    await act(() => result.current.switchNetwork(testNetworks.sepolia))
    expect(result.current.caipNetwork?.name).toBe('Sepolia')
    expect(portico.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
  })

  it('useDisconnect disconnects through the SDK and shows its status', async () => {
    const { portico, wrapper } = setup()
    act(() => setCaipAddress(portico, evm, 'eip155'))
    const { result } = renderHook(() => useDisconnect(), { wrapper })
    expect(result.current.status).toBe('idle')
    await act(() => result.current.disconnect())
    expect(result.current.status).toBe('success')
  })

  it('useWalletInfo gives the connected wallet’s name and icon', () => {
    const { portico, wrapper } = setup()
    const { result } = renderHook(() => useWalletInfo(), { wrapper })
    expect(result.current).toBeUndefined()
    act(() => updateAccountState(portico, { connectedWalletInfo: { name: 'Aurora Wallet', icon: 'a.svg' } }, 'eip155'))
    expect(result.current).toEqual({ name: 'Aurora Wallet', icon: 'a.svg' })
  })

  it('useTheme reads and sets the instance theme', () => {
    const { portico, wrapper } = setup()
    const { result } = renderHook(() => useTheme(), { wrapper })
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeMode('light'))
    expect(portico.$theme.get().themeMode).toBe('light')
    expect(document.querySelector('[data-portico-root]')?.getAttribute('data-portico-theme')).toBe('light')
  })

  it('useSnackbar shows and hides through the SDK', () => {
    const { portico, wrapper } = setup()
    const { result } = renderHook(() => useSnackbar(), { wrapper })
    act(() => result.current.show({ variant: 'success', message: 'Saved', autoClose: false }))
    expect(result.current).toMatchObject({ open: true, message: 'Saved', variant: 'success' })
    act(() => result.current.hide())
    expect(portico.$snackbar.get().open).toBe(false)
  })

  it('useTranslation gives messages and Intl formatters of the shown locale', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useTranslation(connectMessages), { wrapper })
    expect(result.current('connect.wallets.allWalletsCount', { count: 1 })).toBe('1 wallet')
    expect(result.current.formatCurrency(1234.5, 'usd')).toBe('$1,234.50')
  })

  it('useTranslation knows the English of the parts it is given, and gives the same translator on every render', () => {
    const { wrapper } = setup()
    const { result, rerender } = renderHook(() => [useTranslation(), useTranslation(connectMessages)] as const, {
      wrapper,
    })
    const [start, connect] = result.current
    expect(start('start.buttons.connect')).toBe('Connect Wallet')
    expect(start('connect.legal.terms')).toBe('connect.legal.terms')
    expect(connect('connect.legal.terms')).toBe('Terms of Service')
    rerender()
    expect(result.current[1]).toBe(connect)
  })
})
