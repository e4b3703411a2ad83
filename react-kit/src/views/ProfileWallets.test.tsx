// The Wallets view against the devnet: two private-key browser wallets announced through EIP-6963 on the memory
// platform, holding devnet accounts (the first grants two), connected through the SDK's real connect action.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, external, injected, open } from '@portico/sdk'
import { memoryPlatform } from '@portico/sdk/platform'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { startDevnetProcess, type DevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'
import { AccountButton } from '../buttons'

let devnet: DevnetProcess
beforeAll(async () => {
  devnet = await startDevnetProcess()
}, 60_000)
afterAll(() => devnet?.stop(), 30_000)
afterEach(cleanup)

const WAIT = { timeout: 10_000 }

/** Devnet account 5 (with account 6) in a second wallet beside the test wallet's account 4, the Account view open. */
async function showAccount() {
  const platform = memoryPlatform()
  const { p } = await devnetWallet(devnet, 4, {}, platform)
  const rpcUrl = devnet.rpcUrls[31337]!
  const second = privateKeyProvider({
    privateKey: devnet.accounts[5]!.privateKey,
    morePrivateKeys: [devnet.accounts[6]!.privateKey],
    chains: [{ chainId: 31337, rpcUrl }],
  })
  second.announce(platform.events, { name: 'Second Wallet', rdns: 'org.portico.second' })
  await connect(p, { connector: 'org.portico.second' })
  await renderKit(<AccountButton />, p)
  await act(async () => open(p, { view: 'Account' }))
  const account = await screen.findByRole('dialog', { name: 'Account' }, WAIT)
  return { p, account }
}

/** The same two wallets, the Wallets view open. */
async function showWallets() {
  const { p, account } = await showAccount()
  // The Wallets view opens from the Account view's header.
  await userEvent.click(within(account).getByRole('button', { name: 'Wallets' }))
  const dialog = await screen.findByRole('dialog', { name: 'Wallets' }, WAIT)
  return { p, dialog, list: await within(dialog).findByRole('list', { name: 'Wallets' }, WAIT) }
}

const addressOf = (i: number) => devnet.accounts[i]!.address

describe('the Wallets view', { timeout: 60_000 }, () => {
  it('lists every connection with its balance, the active one marked, and its accounts to pick from', async () => {
    const { p, dialog, list } = await showWallets()
    const second = within(list).getByRole('button', { name: /^Second Wallet/ })
    expect(second.getAttribute('aria-current')).toBe('true')
    expect(second.textContent).toContain('Active')
    expect(
      within(list)
        .getByRole('button', { name: /^Test Wallet/ })
        .getAttribute('aria-current'),
    ).toBeNull()
    // Each connection's balance on its chain, read from the devnet.
    await within(list).findAllByText(/ETH$/, {}, WAIT)

    const accounts = within(dialog).getByRole('list', { name: 'Accounts in Second Wallet' })
    await userEvent.click(within(accounts).getByRole('button', { name: addressOf(6) }))
    expect(p.$account.get().address).toBe(addressOf(6))
    expect(
      within(accounts)
        .getByRole('button', { name: addressOf(6) })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    expect(await axeViolations(dialog)).toEqual([])
  })

  it('switches to another wallet and goes back to the account; disconnects one, then the last closes the modal', async () => {
    const { p, list } = await showWallets()
    await userEvent.click(within(list).getByRole('button', { name: /^Test Wallet/ }))
    await within(await screen.findByRole('dialog', { name: 'Account' }, WAIT)).findByRole('button', { name: 'Wallets' })
    expect(p.$account.get().address).toBe(addressOf(4))

    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Wallets' }),
    )
    const again = await screen.findByRole('dialog', { name: 'Wallets' }, WAIT)
    await userEvent.click(within(again).getByRole('button', { name: 'Disconnect Test Wallet' }))
    await waitFor(() => expect(within(again).queryByRole('button', { name: /^Test Wallet/ })).toBeNull(), WAIT)
    expect(p.$connections.get().map((c) => [c.connector.name, c.address, c.active])).toEqual([
      ['Second Wallet', addressOf(5), true],
    ])
    await userEvent.click(within(again).getByRole('button', { name: 'Disconnect Second Wallet' }))
    await act(async () => undefined)
    expect(p.$modal.get().open).toBe(false)
    expect(p.$account.get().status).toBe('disconnected')
  })

  it("the Account view's Disconnect ends the active wallet alone, the next one active; with one left, it ends it", async () => {
    const { p, account } = await showAccount()
    // The view's code may still be loading when the dialog shows.
    await within(account).findByRole('button', { name: 'Disconnect all' }, WAIT)
    expect(within(account).queryByRole('button', { name: 'Disconnect' })).toBeNull()

    // The modal closes, as after any Disconnect; the account button shows the wallet left.
    await userEvent.click(within(account).getByRole('button', { name: 'Disconnect Second Wallet' }))
    await waitFor(() => expect(p.$modal.get().open).toBe(false), WAIT)
    expect(p.$connections.get().map((c) => [c.connector.name, c.active])).toEqual([['Test Wallet', true]])
    expect(p.$account.get()).toMatchObject({ address: addressOf(4), status: 'connected' })

    await act(async () => open(p, { view: 'Account' }))
    const again = await screen.findByRole('dialog', { name: 'Account' }, WAIT)
    await userEvent.click(await within(again).findByRole('button', { name: 'Disconnect' }, WAIT))
    expect(within(again).queryByRole('button', { name: 'Disconnect all' })).toBeNull()
    await waitFor(() => expect(p.$modal.get().open).toBe(false), WAIT)
    expect(p.$account.get().status).toBe('disconnected')
  })

  it('"Disconnect all" in the Wallets view ends every wallet and closes the modal', async () => {
    const { p, dialog } = await showWallets()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect all' }))
    await waitFor(() => expect(p.$modal.get().open).toBe(false), WAIT)
    expect(p.$connections.get()).toEqual([])
    expect(p.$account.get().status).toBe('disconnected')
  })

  it("names each account's kind where the wallet says, as the embedded wallet does for its EOA and smart account", async () => {
    const platform = memoryPlatform()
    const rpcUrl = devnet.rpcUrls[31337]!
    const provider = privateKeyProvider({
      privateKey: devnet.accounts[5]!.privateKey,
      morePrivateKeys: [devnet.accounts[6]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl }],
    })
    // An app's own connector that reports its accounts' kinds, as the embedded wallet's frame does (that one is
    // exercised in the SDK's embedded devnet test and the demo's e2e; its frame is more than this view needs).
    const typed = external({
      id: 'org.portico.typed',
      name: 'Typed Wallet',
      provider,
      connect: async () => ({
        addresses: [addressOf(5), addressOf(6)],
        types: ['smartAccount', 'eoa'],
        chainId: '31337',
      }),
    })
    const { p } = await devnetWallet(devnet, 4, { connectors: [injected(), typed] }, platform)
    await connect(p, { connector: 'org.portico.typed' })
    await renderKit(<AccountButton />, p)
    await act(async () => open(p, { view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wallets' }, WAIT)
    const accounts = await within(dialog).findByRole('list', { name: 'Accounts in Typed Wallet' }, WAIT)
    expect(within(accounts).getByRole('button', { name: `${addressOf(5)} Smart account` })).toBeTruthy()
    expect(within(accounts).getByRole('button', { name: `${addressOf(6)} Externally owned account` })).toBeTruthy()
    // A wallet that does not say names none.
    expect(within(dialog).queryByRole('list', { name: 'Accounts in Test Wallet' })).toBeNull()
    expect(await axeViolations(dialog)).toEqual([])
  })
})
