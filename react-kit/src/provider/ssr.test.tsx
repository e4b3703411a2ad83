import { act, cleanup } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton, ConnectButton, NetworkButton } from '../buttons'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { PorticoProvider } from './PorticoProvider'

afterEach(cleanup)

const address = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

function App({ portico }: { portico: ReturnType<typeof testPortico> }) {
  return (
    <PorticoProvider portico={portico} locale="es" theme={{ accent: '#3366ff' }}>
      <header>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </header>
    </PorticoProvider>
  )
}

describe('server rendering', () => {
  it('the server markup hydrates in the browser without a mismatch or any other console error', async () => {
    // One instance per request on the server, another in the browser: they share nothing.
    const html = renderToString(<App portico={testPortico()} />)
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, <App portico={testPortico()} />)
    })
    expect(errors).not.toHaveBeenCalled()
    // After hydration the requested locale is loaded on the client.
    await vi.waitFor(() => expect(container.textContent).toContain('Conectar billetera'), { timeout: 5000 })
    errors.mockRestore()
  })

  it('renders a connected account on the server the same way', async () => {
    const { setCaipAddress } = await import('@portico/sdk/internal')
    const server = testPortico()
    setCaipAddress(server, address, 'eip155')
    const html = renderToString(<App portico={server} />)
    expect(html).toContain('0xf3…b92266')

    const client = testPortico()
    setCaipAddress(client, address, 'eip155')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, <App portico={client} />)
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    // The client's reactions read the account's data, and the SDK's HTTP clients load lazily for it: that load ends
    // before the test's environment is torn down (on a busy machine it did not, an unhandled rejection of the run).
    await client.services.promise
  })
})
