import { describe, expect, it, vi } from 'vitest'
import { setConnectionStatus } from '../connect/setConnectionStatus'
import type { CaipNetwork } from '../networks/types'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { setChainClients } from './setChainClients'
import { switchNetwork } from './switchNetwork'

describe('switchNetwork', () => {
  it('switches a disconnected namespace without asking any wallet', async () => {
    const p = testPortico()
    await switchNetwork(p, { network: testNetworks.sepolia })
    expect(p.$network.get()).toMatchObject({ caipNetwork: testNetworks.sepolia, isSwitching: false })
  })

  it('asks the connected wallet first; the switching flag is up while it answers', async () => {
    const p = testPortico()
    let answer!: () => void
    const client = { switchNetwork: vi.fn((_: CaipNetwork) => new Promise<void>((resolve) => (answer = resolve))) }
    setChainClients(p, 'eip155', { networkClient: client })
    setConnectionStatus(p, 'eip155', 'connected')

    const switching = switchNetwork(p, { network: testNetworks.sepolia })
    expect(client.switchNetwork).toHaveBeenCalledWith(testNetworks.sepolia)
    expect(p.$network.get()).toMatchObject({ isSwitching: true, caipNetwork: testNetworks.ethereum })
    answer()
    await switching
    expect(p.$network.get()).toMatchObject({ isSwitching: false, caipNetwork: testNetworks.sepolia })
  })

  it('a refusing wallet leaves the network as it was, lowers the flag, and the error is rethrown', async () => {
    const onError = vi.fn()
    const p = testPortico({ onError })
    setChainClients(p, 'eip155', { networkClient: { switchNetwork: () => Promise.reject(new Error('User rejected')) } })
    setConnectionStatus(p, 'eip155', 'connected')
    await expect(switchNetwork(p, { network: testNetworks.sepolia })).rejects.toThrow('User rejected')
    expect(p.$network.get()).toMatchObject({ isSwitching: false, caipNetwork: testNetworks.ethereum })
    expect(onError).toHaveBeenCalledOnce()
  })

  it("a connected namespace without a network client throws 'NetworkController client not set'", async () => {
    const p = testPortico()
    setConnectionStatus(p, 'eip155', 'connected')
    await expect(switchNetwork(p, { network: testNetworks.sepolia })).rejects.toThrow(
      'NetworkController client not set',
    )
  })

  it('changing namespace resets the send form; staying in one does not', async () => {
    const p = testPortico()
    p.$send.set({ status: 'idle', sendTokenAmount: '1' })
    await switchNetwork(p, { network: testNetworks.sepolia })
    expect(p.$send.get().sendTokenAmount).toBe('1')
    await switchNetwork(p, { network: testNetworks.solana })
    expect(p.$send.get()).toEqual({ status: 'idle' })
    expect(p.$activeNamespace.get()).toBe('solana')
  })

  it("a network of a namespace the app has no networks for is 'Network not found', with the alert", async () => {
    const p = testPortico({ networks: [testNetworks.ethereum] })
    await expect(switchNetwork(p, { network: testNetworks.solana })).rejects.toThrow('Network not found')
    expect(p.$alert.get()).toMatchObject({ open: true, message: 'Network Not Found', code: 'NETWORK_NOT_FOUND_ALERT' })
  })
})
