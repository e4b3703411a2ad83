import { describe, expect, it } from 'vitest'
import { openingView, type OpeningViewInput } from './openingView'

const base: OpeningViewInput = { manualWCControl: false, hasAdapters: true, hasAddress: false, isMobile: false }

describe('openingView (spec §2, the four rules in order)', () => {
  it('1. basic mode with no adapters and no address: AllWallets on mobile, ConnectingWalletConnectBasic on desktop', () => {
    const basic = { ...base, manualWCControl: true, hasAdapters: false }
    expect(openingView({ ...basic, isMobile: true })).toEqual({ view: 'AllWallets' })
    expect(openingView({ ...basic, isMobile: false })).toEqual({ view: 'ConnectingWalletConnectBasic' })
  })

  it('1 wins over a requested view', () => {
    expect(openingView({ ...base, manualWCControl: true, hasAdapters: false, view: 'Networks' }).view).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  it('1 does not apply with adapters, with an address, or outside basic mode', () => {
    expect(openingView({ ...base, manualWCControl: true, hasAdapters: true }).view).toBe('Connect')
    expect(openingView({ ...base, manualWCControl: true, hasAdapters: false, hasAddress: true }).view).toBe('Account')
    expect(openingView({ ...base, hasAdapters: false }).view).toBe('Connect')
  })

  it('2. a requested view, with its data, wins over the address', () => {
    expect(openingView({ ...base, hasAddress: true, view: 'Swap', data: { swap: 1 } })).toEqual({
      view: 'Swap',
      data: { swap: 1 },
    })
  })

  it("2'. a requested view of the account's, with no account, is Connect instead (never an empty dialog)", () => {
    for (const view of ['Account', 'WalletSend', 'Transactions'] as const)
      expect(openingView({ ...base, view })).toEqual({ view: 'Connect' })
    expect(openingView({ ...base, view: 'Networks' })).toEqual({ view: 'Networks' })
    expect(openingView({ ...base, view: 'WhatIsAWallet' })).toEqual({ view: 'WhatIsAWallet' })
  })

  it('3. Account when an address exists', () => {
    expect(openingView({ ...base, hasAddress: true })).toEqual({ view: 'Account' })
  })

  it('4. Connect otherwise', () => {
    expect(openingView(base)).toEqual({ view: 'Connect' })
  })
})
