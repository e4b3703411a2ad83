import { describe, expect, it } from 'vitest'
import { orderConnectMethods } from './orderConnectMethods'

describe('orderConnectMethods', () => {
  it('is email, social, wallet by default', () => {
    expect(orderConnectMethods({ walletShown: false })).toEqual(['email', 'social', 'wallet'])
  })

  it('is wallet, email, social when an injected or announced wallet is shown', () => {
    expect(orderConnectMethods({ walletShown: true })).toEqual(['wallet', 'email', 'social'])
  })

  it('follows a configured order, even when a wallet is shown', () => {
    expect(orderConnectMethods({ walletShown: true, order: ['social', 'email', 'wallet'] })).toEqual([
      'social',
      'email',
      'wallet',
    ])
  })

  it('completes a partial configured order and drops unknown or repeated methods', () => {
    expect(orderConnectMethods({ walletShown: false, order: ['wallet', 'passkey', 'wallet'] })).toEqual([
      'wallet',
      'email',
      'social',
    ])
    expect(orderConnectMethods({ walletShown: true, order: ['social'] })).toEqual(['social', 'wallet', 'email'])
  })
})
