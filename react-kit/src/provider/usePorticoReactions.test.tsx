// The SDK reactions the provider starts, on a real Portico. Requests go to the discard port (nothing listens): the
// platform's fetch is wrapped only to record which service paths were asked, and when.
import { act, cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { close, connect, open, type Connector } from '@portico/sdk'
import { setCaipAddress } from '@portico/sdk/internal'
import { defaultSiwx } from '@portico/sdk/siwx'
import { solanaMainnet } from '@portico/sdk/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons'
import { reloaded, testPlatform, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { PorticoProvider } from './PorticoProvider'

afterEach(cleanup)

const EVM = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** A Portico whose platform records the path of every request it makes. */
function recordingPortico(options: Parameters<typeof testPortico>[0] = {}) {
  const platform = testPlatform()
  const asked: string[] = []
  const portico = testPortico({
    platform: {
      ...platform,
      fetch: (input, init) => {
        asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
        return platform.fetch(input, init)
      },
    },
    ...options,
  })
  return { portico, asked }
}

/** A Solana wallet that shares one account; it counts how often it is asked for it. */
function solanaWallet() {
  const calls = { connect: 0 }
  const connector: Connector = {
    id: 'solana-wallet',
    name: 'Solana Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
    provider: { request: async () => null, on() {}, removeListener() {} },
    connect: async () => {
      calls.connect++
      return { addresses: [SOLANA_ADDRESS], chainId: String(solanaMainnet.id) }
    },
  }
  return { connector, calls }
}

/** Lets pending imports and promise chains settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('the reactions the provider starts', { timeout: 15_000 }, () => {
  it('restores the stored connection on load, once, even under StrictMode', async () => {
    // A first visit connects; the page is then loaded again on the same storage.
    const wallet = solanaWallet()
    const platform = testPlatform()
    await connect(testPortico({ connectors: [wallet.connector], platform }), { connector: 'solana-wallet' })
    wallet.calls.connect = 0
    const portico = testPortico({ connectors: [wallet.connector], platform: reloaded(platform) })
    expect(portico.$connection.get().status.solana).not.toBe('connected')
    render(
      <StrictMode>
        <PorticoProvider portico={portico} />
      </StrictMode>,
    )
    await vi.waitFor(() => expect(portico.$connection.get().status.solana).toBe('connected'))
    expect(portico.$chains.get().solana?.accountState.address).toBe(SOLANA_ADDRESS)
    expect(wallet.calls.connect).toBe(1)
  })

  it("starts nothing when the provider is gone before the reactions' code arrives (fetched after the first render)", async () => {
    const wallet = solanaWallet()
    const platform = testPlatform()
    await connect(testPortico({ connectors: [wallet.connector], platform }), { connector: 'solana-wallet' })
    wallet.calls.connect = 0
    const portico = testPortico({ connectors: [wallet.connector], platform: reloaded(platform) })
    render(<PorticoProvider portico={portico} />).unmount()
    await settle()
    expect(wallet.calls.connect).toBe(0)
    expect(portico.$connection.get().status.solana).not.toBe('connected')
    // Mounted again, the stored connection comes back.
    render(<PorticoProvider portico={portico} />)
    await vi.waitFor(() => expect(portico.$connection.get().status.solana).toBe('connected'))
    expect(wallet.calls.connect).toBe(1)
  })

  it('asks no service on load, nor on a hover-free page, until the modal is opened', async () => {
    const { portico, asked } = recordingPortico()
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await settle()
    expect(asked).toEqual([])
    act(() => open(portico))
    await vi.waitFor(() => expect(asked).toContain('/getWallets'), { timeout: 5000 })
  })

  it('follows the account from the moment one is connected (asking nothing before), and loads its lists on opening', async () => {
    const { portico, asked } = recordingPortico({ features: { analytics: false } })
    render(<PorticoProvider portico={portico} />)
    await settle()
    expect(asked).toEqual([])
    act(() => setCaipAddress(portico, EVM, 'eip155'))
    // The service's supported-chains list is asked first; the discard port answers nothing, so the calls stop there.
    await vi.waitFor(() => expect(asked).toContain('/v1/supported-chains'), { timeout: 5000 })
    expect(portico.$balances.get().status).toBe('idle')
    act(() => open(portico))
    // Unanswered, the supported-chains list is a failure: the lists settle as failed, never as "nothing to show".
    await vi.waitFor(() => expect(portico.$balances.get().status).toBe('error'), { timeout: 5000 })
    await vi.waitFor(() => expect(portico.$nfts.get().status).toBe('error'), { timeout: 5000 })
  })

  it('stops watching the account on unmount', async () => {
    const { portico } = recordingPortico()
    setCaipAddress(portico, EVM, 'eip155')
    const { unmount } = render(<PorticoProvider portico={portico} />)
    await settle()
    portico.$balances.set({ balances: [], status: 'success' })
    unmount()
    act(() => open(portico))
    await settle()
    expect(portico.$balances.get().status).toBe('success')
  })

  it('with analytics on, reacts to the modal opening (the project switch is asked first); with it off, asks nothing', async () => {
    const on = recordingPortico()
    render(<PorticoProvider portico={on.portico} />)
    await settle()
    act(() => open(on.portico))
    // Unanswered here, the switch counts as off, so no event follows; the devnet test of the account view sees one.
    await vi.waitFor(() => expect(on.asked).toContain('/getAnalyticsConfig'), { timeout: 5000 })
    cleanup()

    const off = recordingPortico({ features: { analytics: false } })
    render(<PorticoProvider portico={off.portico} />)
    await settle()
    act(() => open(off.portico))
    act(() => close(off.portico))
    await settle()
    expect(off.asked.filter((path) => path === '/getAnalyticsConfig' || path === '/e')).toEqual([])
  })

  it('turns sign-in on only with a siwx option, and off on unmount', async () => {
    const plain = testPortico()
    render(<PorticoProvider portico={plain} />)
    await settle()
    expect(plain.$siwx.get().required).toBe(false)
    expect(plain.walletSessions.listeners.size).toBe(0)
    cleanup()

    const portico = testPortico({ siwx: defaultSiwx({ required: true }) })
    const { unmount } = render(<PorticoProvider portico={portico} />)
    await vi.waitFor(() => expect(portico.$siwx.get().required).toBe(true))
    // Sign-in watching listens to connections (to ask for a signature after one) until the provider goes away.
    expect(portico.walletSessions.listeners.size).toBe(1)
    unmount()
    expect(portico.walletSessions.listeners.size).toBe(0)
  })
})
