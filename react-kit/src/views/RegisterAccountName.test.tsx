// Name registration against the real devnet: its name service (suggestions, registration with the signature
// verified on its anvil chain) and a real private-key wallet that signs the registration message, holding each
// signature until the test approves or declines it as the user would.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, external, open } from '@portico/sdk'
import { NAME_ZONE } from '@portico/sdk/constants'
import { eip155 } from '@portico/sdk/eip155'
import { registerName, fetchName } from '@portico/sdk/names'
import { devnet as devnetChain, solanaMainnet, withRpcUrl } from '@portico/sdk/networks'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import {
  DEVNET_PROCESS_TIMEOUT_MS,
  startDevnetProcess,
  type DevnetProcess,
} from '@portico-examples/test-support/devnet/devnetProcess'
import { heldWallet } from '@portico-examples/test-support/wallets/heldWallet'

let devnet: DevnetProcess
beforeAll(async () => {
  devnet = await startDevnetProcess()
}, DEVNET_PROCESS_TIMEOUT_MS)
afterAll(() => devnet?.stop(), DEVNET_PROCESS_TIMEOUT_MS)
afterEach(() => cleanup())

let labels = 0
/** A name nobody has registered yet on this devnet. */
const freshLabel = () => `kit${Date.now().toString(36)}${++labels}`

/** A Portico on the devnet's chain and services, connected with account `index` through a wallet that holds signatures. */
async function connectedPortico(index: number) {
  const rpcUrl = devnet.rpcUrls[31337]
  const held = heldWallet({
    hold: ['personal_sign'],
    privateKey: devnet.accounts[index]!.privateKey,
    chains: [{ chainId: 31337, rpcUrl }],
  })
  const portico = testPortico({
    projectId: devnet.projectId,
    networks: [withRpcUrl(devnetChain, rpcUrl)],
    apiUrls: { catalogue: devnet.apiUrl, blockchain: devnet.apiUrl, analytics: devnet.apiUrl },
    adapters: [eip155()],
    connectors: [external({ id: 'aurora', name: 'Aurora Wallet', provider: held.provider })],
  })
  await connect(portico, { connector: 'aurora' })
  return { portico, ...held }
}

async function showRegister(index = 1) {
  const connected = await connectedPortico(index)
  await renderKit(null, connected.portico)
  await act(async () => open(connected.portico, { view: 'RegisterAccountName' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose a Name' }, { timeout: 5000 })
  const field = await within(dialog).findByRole('textbox', { name: 'Choose a name' }, { timeout: 5000 })
  return { ...connected, dialog, field }
}

describe('RegisterAccountName view', { timeout: 30_000 }, () => {
  it('checks the name as it is typed, with the SDK’s rule; Register refuses an invalid name', async () => {
    const { portico, dialog, field } = await showRegister()
    const user = userEvent.setup()
    await user.type(field, 'ab')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText('Use at least 4 characters')).toBeTruthy()
    await user.type(field, ' c')
    expect(within(dialog).getByText('Use only letters, numbers and hyphens')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Register' }))
    expect(portico.$names.get().status.register).toBe('idle')
    await user.clear(field)
    await user.type(field, 'abcd')
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(within(dialog).getByText(`abcd.${NAME_ZONE}`)).toBeTruthy()
  })

  it('says whether the name is free and offers free alternatives; picking one fills the field', async () => {
    const { dialog, field } = await showRegister()
    const label = freshLabel()
    await userEvent.type(field, label)
    expect(await within(dialog).findByText(`${label}.${NAME_ZONE} is available`, {}, { timeout: 5000 })).toBeTruthy()
    const alternatives = within(dialog).getByRole('region', { name: 'Suggestions' })
    await userEvent.click(within(alternatives).getByRole('button', { name: `${label}1.${NAME_ZONE}` }))
    expect((field as HTMLInputElement).value).toBe(`${label}1`)
    expect(await within(dialog).findByText(`${label}1.${NAME_ZONE} is available`, {}, { timeout: 5000 })).toBeTruthy()
  })

  it('Register: the wallet signs, the devnet registers the name, and the success view shows it; back to Account', async () => {
    const { portico, dialog, field, wallet, approve } = await showRegister(2)
    const label = freshLabel()
    await userEvent.type(field, label)
    await within(dialog).findByText(`${label}.${NAME_ZONE} is available`, {}, { timeout: 5000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Sign the message in your wallet to register the name')).toBeTruthy()
    expect(portico.$names.get().status.register).toBe('pending')
    await approve()

    const success = await screen.findByRole('dialog', { name: 'Name Registered' }, { timeout: 5000 })
    expect(await within(success).findByText(`${label}.${NAME_ZONE} is now the name of your account`)).toBeTruthy()
    expect(portico.$account.get().profileName).toBe(`${label}.${NAME_ZONE}`)
    // The devnet now resolves the name to the wallet's account.
    const record = await fetchName(portico, { name: `${label}.${NAME_ZONE}` })
    expect(Object.values(record?.addresses ?? {})[0]?.address).toBe(wallet.account.address.toLowerCase())

    await userEvent.click(await within(success).findByRole('button', { name: 'Back to account' }))
    expect(portico.$router.get().view).toBe('Account')
  })

  it('a name taken meanwhile comes back with the service’s reason; a taken name cannot be registered', async () => {
    const { portico, dialog, field, approve } = await showRegister(3)
    const label = freshLabel()
    await userEvent.type(field, label)
    await within(dialog).findByText(`${label}.${NAME_ZONE} is available`, {}, { timeout: 5000 })
    // Someone else registers it first, through the SDK, with another account.
    const other = await connectedPortico(4)
    const registered = registerName(other.portico, { name: label })
    await other.approve()
    await registered

    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
    await approve()
    expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      `The name ${label}.${NAME_ZONE} is already registered`,
    )
    expect(portico.$router.get().view).toBe('RegisterAccountName')

    await userEvent.clear(field)
    await userEvent.type(field, label)
    expect(
      await within(dialog).findByText(`${label}.${NAME_ZONE} is already taken`, {}, { timeout: 5000 }),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Register' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('a declined signature shows the SDK’s message and keeps the form', async () => {
    const { portico, dialog, field, decline } = await showRegister()
    const label = freshLabel()
    await userEvent.type(field, label)
    await within(dialog).findByText(`${label}.${NAME_ZONE} is available`, {}, { timeout: 5000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
    await decline()
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`Error registering name ${label}.${NAME_ZONE}`)
    expect(portico.$names.get().status.register).toBe('error')
    expect((field as HTMLInputElement).value).toBe(label)
  })

  it('works with the keyboard alone: type, Tab to Register, Enter', async () => {
    const { portico, dialog, field, approve } = await showRegister(5)
    const label = freshLabel()
    field.focus()
    await userEvent.keyboard(label)
    await within(dialog).findByText(`${label}.${NAME_ZONE} is available`, {}, { timeout: 5000 })
    for (let i = 0; i < 10 && document.activeElement?.textContent !== 'Register'; i++) await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await approve()
    await vi.waitFor(() => expect(portico.$router.get().view).toBe('RegisterAccountNameSuccess'), { timeout: 5000 })
  })

  it('has no axe violations: empty, invalid, with suggestions, and on success', async () => {
    const { dialog, field, approve } = await showRegister(6)
    expect(await axeViolations()).toEqual([])
    await userEvent.type(field, 'a!')
    expect(await axeViolations()).toEqual([])
    const label = freshLabel()
    await userEvent.clear(field)
    await userEvent.type(field, label)
    await within(dialog).findByText(`${label}.${NAME_ZONE} is available`, {}, { timeout: 5000 })
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
    await approve()
    await screen.findByRole('dialog', { name: 'Name Registered' }, { timeout: 5000 })
    expect(await axeViolations()).toEqual([])
  })

  it("says so when the service cannot tell whether a name is free ('Error fetching name suggestions'); Try again asks again", async () => {
    // A name service that knows Ethereum but fails suggestion requests until it is told to answer.
    let failing = true
    const server = createServer((request, response) => {
      const headers = {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
      }
      if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end()
      if (request.url?.startsWith('/v1/supported-chains'))
        return void response.writeHead(200, headers).end(JSON.stringify({ http: ['eip155:1'], ws: [] }))
      if (!failing && request.url?.startsWith('/v1/profile/suggestions/'))
        return void response
          .writeHead(200, headers)
          .end(JSON.stringify({ suggestions: [{ name: 'alice.reown.id', registered: false }] }))
      response.writeHead(500, headers).end('{}')
    })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const portico = testPortico({ apiUrls: { catalogue: url, blockchain: url, analytics: url } })
      await renderKit(null, portico)
      await act(async () => open(portico, { view: 'RegisterAccountName' }))
      const dialog = await screen.findByRole('dialog', { name: 'Choose a Name' }, { timeout: 5000 })
      await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Choose a name' }), 'alice')
      expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
        'Error fetching name suggestions',
      )
      expect(portico.$names.get().status.suggestions).toBe('error')
      failing = false
      await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
      expect(await within(dialog).findByText('alice.reown.id is available', {}, { timeout: 5000 })).toBeTruthy()
      expect(within(dialog).queryByRole('alert')).toBeNull()
      expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull()
    } finally {
      await new Promise((closed) => server.close(closed))
    }
  })

  it('off eip155, says names are only for EVM networks', async () => {
    const portico = testPortico({ networks: [solanaMainnet] })
    await renderKit(null, portico)
    await act(async () => open(portico, { view: 'RegisterAccountName' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Name' }, { timeout: 5000 })
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Names are only available on EVM networks')
  })
})
