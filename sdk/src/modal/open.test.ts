import { describe, expect, it } from 'vitest'
import { setCaipAddress } from '../chains/setCaipAddress'
import { memoryPlatform } from '../platform/memoryPlatform'
import { push } from '../router/push'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { open } from './open'

describe('open', () => {
  it('opens on Connect with a fresh history, synchronously (no promise, nothing awaited)', () => {
    const p = testPortico()
    push(p, { view: 'AllWallets' })
    const result = open(p)
    expect(result).toBeUndefined()
    expect(p.$modal.get().open).toBe(true)
    expect(p.$router.get()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('opens on the requested view with its data', () => {
    const p = testPortico()
    setCaipAddress(p, 'eip155:1:0x1111111111111111111111111111111111111111', 'eip155')
    open(p, { view: 'WalletSend', data: { send: { amount: '1' } } })
    expect(p.$router.get()).toMatchObject({ view: 'WalletSend', data: { send: { amount: '1' } } })
  })

  it('refuses a view the modal does not have, and stays closed', () => {
    const p = testPortico()
    for (const view of ['UsageExceeded', 'PayWithExchange', 'connect'])
      expect(() => open(p, { view: view as never })).toThrow(
        expect.objectContaining({
          code: 'INVALID_PARAMETER',
          message: expect.stringContaining('must be a view of the modal'),
        }),
      )
    expect(p.$modal.get().open).toBe(false)
  })

  it('opens on Account when the active namespace has an address', () => {
    const p = testPortico()
    setCaipAddress(p, 'eip155:1:0x1111111111111111111111111111111111111111', 'eip155')
    open(p)
    expect(p.$router.get().view).toBe('Account')
  })

  it('in basic mode with no adapters opens the pairing screen on desktop and AllWallets on mobile', () => {
    const desktop = testPortico({ manualWCControl: true })
    open(desktop, { view: 'Networks' })
    expect(desktop.$router.get().view).toBe('ConnectingWalletConnectBasic')
    const mobile = testPortico({ manualWCControl: true }, memoryPlatform({ isMobile: true }))
    open(mobile)
    expect(mobile.$router.get().view).toBe('AllWallets')
  })

  it('opens for a namespace: its network becomes active and the modal remembers the namespace', () => {
    const p = testPortico()
    expect(p.$activeNamespace.get()).toBe('eip155')
    open(p, { namespace: 'solana' })
    expect(p.$activeNamespace.get()).toBe('solana')
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe(testNetworks.solana.caipNetworkId)
    expect(p.$modal.get()).toMatchObject({ open: true, namespace: 'solana' })
  })
})
