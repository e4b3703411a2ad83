import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { close } from '@portico/sdk'
import { setCaipAddress, updateAccountState } from '@portico/sdk/internal'
import { useStore } from '../hooks/useStore'
import { usePorticoContext } from '../hooks/context'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type CatalogueServer, startCatalogue, testWallets } from '@portico-examples/test-support/servers/catalogue'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'
import { avatarGradient } from '../views/account/avatarGradient'

let catalogue: CatalogueServer
beforeAll(async () => {
  catalogue = await startCatalogue(testWallets(10))
})
afterAll(() => catalogue.close())
afterEach(() => {
  cleanup()
  catalogue.requests.length = 0
})

const evm = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

/** An app that swaps the buttons itself: the Connect button while disconnected, the account button once connected. */
function Header() {
  const { portico } = usePorticoContext()
  return useStore(portico.$account).address ? <AccountButton /> : <ConnectButton />
}

describe('focus after connecting from the modal', () => {
  it.each([
    ['ConnectButton alone, which became the account', () => <ConnectButton />],
    ['an app that swaps the buttons itself', () => <Header />],
  ])('goes to the account button, never to the page body: %s', async (_, page) => {
    const portico = testPortico()
    await renderKit(page(), portico)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    // The modal's code loads on the click: on a busy machine that takes more than findBy's default second.
    await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })
    act(() => {
      setCaipAddress(portico, evm, 'eip155')
      close(portico)
    })
    await vi.waitFor(() => expect(document.activeElement?.hasAttribute('data-portico-account-button')).toBe(true))
    expect(document.activeElement).not.toBe(document.body)
  })
})

describe('ConnectButton', () => {
  it('is a real button labelled from the catalogue that opens the modal on Connect', async () => {
    const portico = testPortico()
    await renderKit(<ConnectButton />, portico)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.tagName).toBe('BUTTON')
    await userEvent.click(button)
    expect(portico.$modal.get().open).toBe(true)
    expect(portico.$router.get().view).toBe('Connect')
  })

  it('takes a label and shows the loading label (busy) while a wallet connects', async () => {
    const portico = testPortico()
    await renderKit(<ConnectButton label="Sign in" loadingLabel="Hold on" />, portico)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    act(() => updateAccountState(portico, { status: 'connecting' }, 'eip155'))
    const busy = screen.getByRole('button', { name: 'Hold on' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('img', { name: 'Hold on' })).toBeTruthy()
  })

  it('asks the catalogue for nothing until hovered; a hover prefetches once', async () => {
    const portico = testPortico({ apiUrls: { catalogue: catalogue.url } })
    await renderKit(<ConnectButton />, portico)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(catalogue.requests).toEqual([])

    const user = userEvent.setup()
    await user.hover(screen.getByRole('button'))
    await vi.waitFor(() => expect(portico.$wallets.get().status.recommended).toBe('success'), { timeout: 5000 })
    expect(catalogue.requests.map((r) => r.path)).toContain('/getWallets')
    expect(portico.$wallets.get().recommended.map((w) => w.name)).toEqual([
      'Wallet 1',
      'Wallet 2',
      'Wallet 3',
      'Wallet 4',
    ])
    // The hover also asks for All Wallets' first page, once the Connect lists are in.
    await vi.waitFor(() => expect(portico.$wallets.get().page).toBe(1), { timeout: 5000 })
    const count = catalogue.requests.length
    await user.unhover(screen.getByRole('button'))
    await user.hover(screen.getByRole('button'))
    expect(catalogue.requests.length).toBe(count)
  })

  it('has no axe violations', async () => {
    await renderKit(<ConnectButton />, testPortico())
    expect(await axeViolations()).toEqual([])
  })

  it('becomes the network and the account once connected, each opening the modal where it belongs', async () => {
    const portico = testPortico()
    await renderKit(<ConnectButton />, portico)
    act(() => {
      setCaipAddress(portico, evm, 'eip155')
      updateAccountState(portico, { balance: '1.5', balanceSymbol: 'ETH' }, 'eip155')
    })
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    const account = screen.getByRole('button', { name: /0xf3…b92266/ })
    expect(account.textContent).toContain('1.500 ETH')
    await userEvent.click(screen.getByRole('button', { name: 'Network: Ethereum. Change network' }))
    expect(portico.$router.get().view).toBe('Networks')
    act(() => close(portico))
    await userEvent.click(account)
    expect(portico.$router.get().view).toBe('Account')
    expect(await axeViolations()).toEqual([])

    act(() => setCaipAddress(portico, undefined, 'eip155'))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('hides the balance and the network on request', async () => {
    const portico = testPortico()
    setCaipAddress(portico, evm, 'eip155')
    updateAccountState(portico, { balance: '1.5', balanceSymbol: 'ETH' }, 'eip155')
    await renderKit(<ConnectButton balance="hide" network="hide" />, portico)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['0xf3…b92266'])
  })

  it('renders a button of your own from its state and actions', async () => {
    const portico = testPortico()
    await renderKit(
      <ConnectButton>
        {({ status, account, network, open }) => (
          <button type="button" onClick={open}>
            {account ? `${account.displayName} on ${network?.name}` : status === 'connecting' ? 'Wait' : 'Sign in'}
          </button>
        )}
      </ConnectButton>,
      portico,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(portico.$router.get().view).toBe('Connect')
    act(() => updateAccountState(portico, { status: 'connecting' }, 'eip155'))
    expect(screen.getByRole('button', { name: 'Wait' })).toBeTruthy()
    act(() => setCaipAddress(portico, evm, 'eip155'))
    expect(screen.getByRole('button', { name: '0xf3…b92266 on Ethereum' })).toBeTruthy()
  })
})

describe('AccountButton', () => {
  it('renders nothing while disconnected', async () => {
    await renderKit(<AccountButton />, testPortico())
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the address shortened to 4…6 and the balance rounded down to 3 decimals; opens the account', async () => {
    const portico = testPortico()
    setCaipAddress(portico, evm, 'eip155')
    updateAccountState(portico, { balance: '1.23456', balanceSymbol: 'ETH' }, 'eip155')
    await renderKit(<AccountButton />, portico)
    const button = screen.getByRole('button')
    expect(button.textContent).toContain('0xf3…b92266')
    expect(button.textContent).toContain('1.234 ETH')
    // No profile image: the account's own gradient, the one its Account view shows.
    const avatar = button.querySelector<HTMLElement>('[aria-hidden="true"]')
    expect(avatar?.style.background).toContain(avatarGradient(evm.split(':')[2]!).slice(0, 24))
    await userEvent.click(button)
    expect(portico.$router.get().view).toBe('Account')
  })

  it('shows the profile name and image instead, and hides the balance on request', async () => {
    const portico = testPortico()
    setCaipAddress(portico, evm, 'eip155')
    updateAccountState(
      portico,
      { profileName: 'aurora.reown.id', profileImage: 'https://img.test/a.png', balance: '2' },
      'eip155',
    )
    await renderKit(<AccountButton balance="hide" />, portico)
    const button = screen.getByRole('button', { name: 'aurora.reown.id' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://img.test/a.png')
    expect(button.textContent).not.toContain('2.000')
    expect(await axeViolations()).toEqual([])
  })
})

describe('NetworkButton', () => {
  it('shows the active network and opens the network list', async () => {
    const portico = testPortico()
    await renderKit(<NetworkButton />, portico)
    const button = screen.getByRole('button', { name: 'Network: Ethereum. Change network' })
    expect(button.textContent).toBe('Ethereum')
    // Ethereum's mark, as the network list draws it, once that code has loaded beside the start.
    await vi.waitFor(() => expect(button.querySelector('svg')).not.toBeNull())
    await userEvent.click(button)
    expect(portico.$modal.get().open).toBe(true)
    expect(portico.$router.get().view).toBe('Networks')
    expect(await axeViolations(button)).toEqual([])
  })
})
