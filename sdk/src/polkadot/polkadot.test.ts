// Connecting a Polkadot extension through Portico's connect actions: an `injectedWeb3` extension backed by
// @polkadot/keyring, injected on the memory platform as extensions inject `window.injectedWeb3`. Signatures are
// checked with Polkadot's own `signatureVerify` as well as Portico's.
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../chains/switchNetwork'
import { connect } from '../connect/connect'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import { stopConnectors } from '../connectors/watchConnectors'
import { kusama, polkadotMainnet } from '../networks/polkadot'
import { memoryPlatform } from '../platform/memoryPlatform'
import { polkadotExtension } from '@portico-examples/test-support/wallets/polkadotExtension'
import { reloaded, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { polkadot } from './polkadot'
import { polkadotWallets } from './injected/polkadotWallets'
import { decodeSs58, encodeSs58 } from './ss58'
import { verifyPolkadotSignature } from './verifyPolkadotSignature'

async function setup(
  options: { authorized?: string[]; type?: 'sr25519' | 'ed25519'; platform?: ReturnType<typeof memoryPlatform> } = {},
) {
  const platform = options.platform ?? memoryPlatform()
  const extension = await polkadotExtension({ authorized: options.authorized, type: options.type })
  platform.setInjectedGlobal('injectedWeb3', { talisman: extension })
  const p = testPortico(
    {
      networks: [polkadotMainnet, kusama],
      adapters: [polkadot()],
      connectors: [polkadotWallets()],
      metadata: { name: 'Polkadot test app', description: '', url: 'http://127.0.0.1', icons: [] },
    },
    platform,
  )
  return { p, extension, platform }
}

const account = (p: Awaited<ReturnType<typeof setup>>['p']) => p.$chains.get().polkadot!.accountState

describe('SS58', () => {
  it('writes and reads addresses as Polkadot’s own library does, for one- and two-byte prefixes', async () => {
    const { extension } = await setup()
    for (const prefix of [0, 2, 42, 63, 64, 1284, 16383]) {
      const address = encodeSs58(extension.pair.publicKey, prefix)
      expect(address).toBe(encodeAddress(extension.pair.publicKey, prefix))
      expect(decodeSs58(address)).toEqual({ prefix, accountId: extension.pair.publicKey })
    }
    const polkadotAddress = encodeSs58(extension.pair.publicKey, 0)
    expect(decodeSs58(`${polkadotAddress.slice(0, -1)}${polkadotAddress.endsWith('a') ? 'b' : 'a'}`)).toBeUndefined()
    expect(decodeSs58('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeUndefined()
  })
})

describe('connecting an injectedWeb3 extension', () => {
  it('enables it with the app’s name and connects with the account in Polkadot’s format', async () => {
    const { p, extension } = await setup()
    const result = await connect(p, { connector: 'talisman', namespace: 'polkadot' })
    const address = encodeAddress(extension.pair.publicKey, 0)
    expect(result).toMatchObject({ namespace: 'polkadot', address, chainId: String(polkadotMainnet.id) })
    expect(account(p)).toMatchObject({
      address,
      caipAddress: `polkadot:${polkadotMainnet.id}:${address}`,
      status: 'connected',
      connectedWalletInfo: { name: 'Talisman', type: 'ANNOUNCED' },
    })
    expect(extension.calls).toEqual(['enable:Polkadot test app'])
    stopConnectors(p)
  })

  it.each(['sr25519', 'ed25519'] as const)(
    'signs a %s message that signatureVerify and Portico accept; another message or address fails',
    async (type) => {
      const { p, extension } = await setup({ type })
      await connect(p, { connector: 'talisman', namespace: 'polkadot' })
      const message = 'Hello from Portico'
      const signature = await p.$chains.get().polkadot!.connectionClient!.signMessage!(message)
      const address = account(p).address!
      expect(extension.calls).toContain('signRaw')
      expect(signatureVerify(message, signature, address)).toMatchObject({ isValid: true, crypto: type })
      expect(await verifyPolkadotSignature({ address, message, signature })).toBe('valid')
      expect(await verifyPolkadotSignature({ address, message: `${message}!`, signature })).toBe('invalid')
      const other = encodeAddress((await polkadotExtension()).pair.publicKey, 0)
      expect(await verifyPolkadotSignature({ address: other, message, signature })).toBe('invalid')
      expect(await verifyPolkadotSignature({ address, message, signature: '0x1234' })).toBe('invalid')
      stopConnectors(p)
    },
  )

  it('switches to Kusama: the same key in Kusama’s format', async () => {
    const { p, extension } = await setup()
    await connect(p, { connector: 'talisman', namespace: 'polkadot' })
    await switchNetwork(p, { network: kusama })
    const address = encodeAddress(extension.pair.publicKey, 2)
    await waitForStore(p.$chains, (chains) => chains.polkadot?.accountState.address === address)
    expect(account(p).caipAddress).toBe(`polkadot:${kusama.id}:${address}`)
    stopConnectors(p)
  })

  it('follows the extension’s accounts: a key added first becomes the account', async () => {
    const { p, extension } = await setup()
    await connect(p, { connector: 'talisman', namespace: 'polkadot' })
    const added = await extension.addAccount()
    await waitForStore(
      p.$chains,
      (chains) => chains.polkadot?.accountState.address === encodeAddress(added.publicKey, 0),
    )
    expect(account(p).allAccounts).toHaveLength(2)
    stopConnectors(p)
  })

  it('a refused enable is USER_REJECTED and leaves the namespace disconnected', async () => {
    const { p, extension } = await setup()
    extension.rejectNextEnable()
    await expect(connect(p, { connector: 'talisman', namespace: 'polkadot' })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(account(p).status).not.toBe('connected')
    stopConnectors(p)
  })

  it('reconnects after a reload without a prompt, and disconnects', async () => {
    const platform = memoryPlatform()
    const first = await setup({ platform })
    await connect(first.p, { connector: 'talisman', namespace: 'polkadot' })
    stopConnectors(first.p)

    const again = await setup({ platform: reloaded(platform), authorized: ['Polkadot test app'] })
    await reconnect(again.p)
    expect(account(again.p)).toMatchObject({
      status: 'connected',
      address: encodeAddress(again.extension.pair.publicKey, 0),
    })
    await disconnect(again.p, { namespace: 'polkadot' })
    expect(account(again.p).status).toBe('disconnected')
    stopConnectors(again.p)
  })
})
