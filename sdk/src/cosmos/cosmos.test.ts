// Connecting a Keplr-style Cosmos wallet through Portico's connect actions: a wallet backed by CosmJS keys,
// injected on the memory platform as an extension injects `window.keplr`. Signatures are checked with Keplr's own
// ADR-36 verifier as well as Portico's.
import { serializeSignDoc as cosmjsSerialize } from '@cosmjs/amino'
import { makeADR36AminoSignDoc, verifyADR36Amino } from '@keplr-wallet/cosmos'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../chains/switchNetwork'
import { connect } from '../connect/connect'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import { stopConnectors } from '../connectors/watchConnectors'
import { cosmosHub, osmosis } from '../networks/cosmos'
import { memoryPlatform } from '../platform/memoryPlatform'
import { keplrWallet } from '@portico-examples/test-support/wallets/keplrWallet'
import { reloaded, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { adr36SignDoc, serializeSignDoc } from './adr36'
import { cosmos } from './cosmos'
import { formatCosmosAddress } from './cosmosAddress'
import { keplrWallets } from './keplr/keplrWallets'
import { verifyCosmosSignature } from './verifyCosmosSignature'

function setup(options: { enabled?: string[]; platform?: ReturnType<typeof memoryPlatform> } = {}) {
  const platform = options.platform ?? memoryPlatform()
  const wallet = keplrWallet({ privateKey: randomBytes(32), events: platform.events, enabled: options.enabled })
  platform.setInjectedGlobal('keplr', wallet)
  const p = testPortico(
    { networks: [cosmosHub, osmosis], adapters: [cosmos()], connectors: [keplrWallets()] },
    platform,
  )
  return { p, wallet, platform }
}

const account = (p: ReturnType<typeof setup>['p']) => p.$chains.get().cosmos!.accountState

describe('ADR-36 documents', () => {
  it('are the document Keplr makes, serialised as CosmJS serialises amino documents', () => {
    const signer = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    const message = 'Sign in to <Portico> & stay'
    expect(adr36SignDoc({ signer, message })).toEqual(makeADR36AminoSignDoc(signer, message))
    const doc = adr36SignDoc({ signer, message })
    expect(new TextDecoder().decode(serializeSignDoc(doc))).toBe(new TextDecoder().decode(cosmjsSerialize(doc)))
  })
})

describe('connecting a Keplr-style wallet', () => {
  it('connects on the Cosmos Hub: the cosmos1 address, CAIP address, status and wallet name', async () => {
    const { p, wallet } = setup()
    const result = await connect(p, { connector: 'keplr', namespace: 'cosmos' })
    const address = wallet.addressOn('cosmoshub-4')
    expect(address).toMatch(/^cosmos1/)
    expect(result).toMatchObject({ namespace: 'cosmos', address, chainId: 'cosmoshub-4' })
    expect(account(p)).toMatchObject({
      address,
      caipAddress: `cosmos:cosmoshub-4:${address}`,
      status: 'connected',
      connectedWalletInfo: { name: 'Keplr', type: 'ANNOUNCED' },
    })
    expect(wallet.calls).toEqual(['enable:cosmoshub-4', 'getKey:cosmoshub-4'])
    stopConnectors(p)
  })

  it('signs a message as ADR-36 data that Keplr’s verifier and Portico’s accept, and a changed message fails', async () => {
    const { p, wallet } = setup()
    await connect(p, { connector: 'keplr', namespace: 'cosmos' })
    const message = 'Hello from Portico'
    const signature = await p.$chains.get().cosmos!.connectionClient!.signMessage!(message)
    const address = wallet.addressOn('cosmoshub-4')
    expect(wallet.calls).toContain('signArbitrary')
    expect(verifyADR36Amino('cosmos', address, message, wallet.publicKey, Buffer.from(signature, 'base64'))).toBe(true)
    expect(await verifyCosmosSignature({ address, message, signature })).toBe('valid')
    expect(await verifyCosmosSignature({ address, message: `${message}!`, signature })).toBe('invalid')
    const other = keplrWallet({ privateKey: randomBytes(32) }).addressOn('cosmoshub-4')
    expect(await verifyCosmosSignature({ address: other, message, signature })).toBe('invalid')
    expect(await verifyCosmosSignature({ address, message, signature: 'not base64!' })).toBe('invalid')
    stopConnectors(p)
  })

  it('switches to Osmosis: the wallet is enabled there and the address takes its prefix', async () => {
    const { p, wallet } = setup()
    await connect(p, { connector: 'keplr', namespace: 'cosmos' })
    await switchNetwork(p, { network: osmosis })
    const address = wallet.addressOn('osmosis-1')
    await waitForStore(p.$chains, (chains) => chains.cosmos?.accountState.address === address)
    expect(account(p).caipAddress).toBe(`cosmos:osmosis-1:${address}`)
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe('cosmos:osmosis-1')
    expect(wallet.enabled.has('osmosis-1')).toBe(true)
    stopConnectors(p)
  })

  it('follows a key change in the wallet', async () => {
    const { p, wallet } = setup()
    await connect(p, { connector: 'keplr', namespace: 'cosmos' })
    wallet.changeKey(randomBytes(32))
    const address = wallet.addressOn('cosmoshub-4')
    await waitForStore(p.$chains, (chains) => chains.cosmos?.accountState.address === address)
    stopConnectors(p)
  })

  it('a refused enable is USER_REJECTED and leaves the namespace disconnected', async () => {
    const { p, wallet } = setup()
    wallet.rejectNextEnable()
    await expect(connect(p, { connector: 'keplr', namespace: 'cosmos' })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(account(p).status).not.toBe('connected')
    stopConnectors(p)
  })

  it('disconnects (the wallet forgets the site) and reconnects after a reload without a prompt', async () => {
    const platform = memoryPlatform()
    const first = setup({ platform })
    await connect(first.p, { connector: 'keplr', namespace: 'cosmos' })
    stopConnectors(first.p)

    // The reload: a new instance on the same storage, the wallet still allowing the site.
    const again = setup({ platform: reloaded(platform), enabled: ['cosmoshub-4'] })
    await reconnect(again.p)
    expect(account(again.p)).toMatchObject({ status: 'connected', address: again.wallet.addressOn('cosmoshub-4') })

    await disconnect(again.p, { namespace: 'cosmos' })
    expect(again.wallet.calls).toContain('disable')
    expect(again.wallet.enabled.size).toBe(0)
    expect(account(again.p).status).toBe('disconnected')
    stopConnectors(again.p)
  })
})

describe('cosmos addresses', () => {
  it('accepts bech32 account addresses of any chain prefix and nothing else', () => {
    const wallet = keplrWallet({ privateKey: randomBytes(32) })
    expect(formatCosmosAddress(wallet.addressOn('osmosis-1'))).toBe(wallet.addressOn('osmosis-1'))
    expect(formatCosmosAddress(wallet.addressOn('cosmoshub-4').toUpperCase())).toBe(wallet.addressOn('cosmoshub-4'))
    expect(formatCosmosAddress('cosmos1invalid')).toBeUndefined()
    expect(formatCosmosAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeUndefined()
  })
})
