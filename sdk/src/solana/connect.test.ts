// Connecting a Solana browser wallet through Portico's connect actions: a real Wallet Standard wallet backed by a
// @solana/kit key pair, discovered on the memory platform's event target. Signatures are checked with kit.
import {
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
  address as toAddress,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../chains/switchNetwork'
import { connect } from '../connect/connect'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import { stopConnectors } from '../connectors/watchConnectors'
import { watchErrors } from '../telemetry/watchErrors'
import { solanaDevnet, solanaMainnet } from '../networks/solana'
import { memoryPlatform } from '../platform/memoryPlatform'
import { kitWallet, type KitWallet } from '@portico-examples/test-support/wallets/solanaWallet'
import { reloaded, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { signMessage } from './actions'
import { solana } from './solana'
import { walletStandard } from './walletStandard/walletStandard'

const MAINNET = String(solanaMainnet.id)
const DEVNET = String(solanaDevnet.id)

async function setup(options: { authorized?: boolean; platform?: ReturnType<typeof memoryPlatform> } = {}) {
  const platform = options.platform ?? memoryPlatform()
  const wallet = kitWallet({
    signer: await generateKeyPairSigner(),
    name: 'Kit Wallet',
    authorized: options.authorized,
  })
  wallet.register(platform.events)
  const p = testPortico(
    { networks: [solanaMainnet, solanaDevnet], adapters: [solana()], connectors: [walletStandard()] },
    platform,
  )
  return { p, wallet, platform }
}

const account = (p: Awaited<ReturnType<typeof setup>>['p']) => p.$chains.get().solana!.accountState

async function verifies(wallet: KitWallet, message: string, signature: string) {
  const key = await getPublicKeyFromAddress(toAddress(wallet.signer.address))
  const bytes = signatureBytes(new Uint8Array(getBase58Encoder().encode(signature)))
  return verifySignature(key, bytes, new TextEncoder().encode(message))
}

describe('connecting a Wallet Standard wallet', () => {
  it('connects by the wallet’s name: the address, CAIP address, status, wallet info and stored connector', async () => {
    const { p, wallet, platform } = await setup()
    const result = await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })

    expect(result).toEqual({
      namespace: 'solana',
      connectorId: 'Kit Wallet',
      address: wallet.signer.address,
      addresses: [wallet.signer.address],
      chainId: MAINNET,
    })
    expect(wallet.calls).toEqual(['standard:connect'])
    expect(account(p)).toMatchObject({
      address: wallet.signer.address,
      caipAddress: `solana:${MAINNET}:${wallet.signer.address}`,
      status: 'connected',
      connectedWalletInfo: { name: 'Kit Wallet', id: 'Kit Wallet', type: 'ANNOUNCED' },
    })
    expect(p.$connection.get().status.solana).toBe('connected')
    expect(p.$connectors.get().connectStatus).toBe('success')
    expect([...platform.store.values()]).toContain(JSON.stringify('Kit Wallet'))
    stopConnectors(p)
  })

  it('signs for the app’s active cluster when the wallet serves it', async () => {
    const { p, wallet } = await setup()
    await switchNetwork(p, { network: solanaDevnet })
    const result = await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
    expect(result.chainId).toBe(DEVNET)
    expect(account(p).caipAddress).toBe(`solana:${DEVNET}:${wallet.signer.address}`)
    stopConnectors(p)
  })

  it('leaves the account disconnected and shows the error when the user refuses', async () => {
    const { p, wallet } = await setup()
    wallet.rejectNextConnect()
    await expect(connect(p, { connector: 'Kit Wallet', namespace: 'solana' })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(account(p).status).toBe('disconnected')
    expect(p.$connectors.get()).toMatchObject({ connectStatus: 'error' })
    expect(p.$connection.get().status.solana).not.toBe('connected')
    stopConnectors(p)
  })

  it('follows the wallet: another account moves the account, a revoked site disconnects', async () => {
    const { p, wallet } = await setup()
    await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
    const next = await generateKeyPairSigner()
    wallet.changeAccount(next)
    expect(account(p)).toMatchObject({ address: next.address, caipAddress: `solana:${MAINNET}:${next.address}` })

    wallet.lock()
    await waitForStore(p.$connection, (c) => c.status.solana === 'disconnected')
    expect(account(p).address).toBeUndefined()
    stopConnectors(p)
  })

  it('reports a malformed account change from the wallet and keeps the account', async () => {
    const { p, wallet } = await setup()
    const reported: string[] = []
    watchErrors(p, { onError: (error) => void reported.push(error.message) })
    await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
    wallet.emitChange({
      accounts: [{ address: 'not base58!', publicKey: new Uint8Array(1), chains: ['solana:mainnet'], features: [] }],
    })
    expect(reported).toHaveLength(1)
    expect(reported[0]).toMatch(/^Invalid response: accountsChanged: /)
    expect(account(p)).toMatchObject({ address: wallet.signer.address, status: 'connected' })
    stopConnectors(p)
  })

  it('disconnects through standard:disconnect and clears the account', async () => {
    const { p, wallet } = await setup()
    await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
    await disconnect(p, { namespace: 'solana' })
    expect(wallet.calls).toContain('standard:disconnect')
    expect(wallet.accounts).toEqual([])
    expect(p.$connection.get().status.solana).toBe('disconnected')
    expect(account(p).address).toBeUndefined()
    stopConnectors(p)
  })

  it('reconnects silently on the next visit (no prompt), to the wallet stored for solana', async () => {
    const platform = memoryPlatform()
    const first = await setup({ platform })
    await connect(first.p, { connector: 'Kit Wallet', namespace: 'solana' })
    stopConnectors(first.p)

    // Same page storage, a new instance; the wallet remembers the site.
    const p = testPortico(
      { networks: [solanaMainnet, solanaDevnet], adapters: [solana()], connectors: [walletStandard()] },
      reloaded(platform),
    )
    const calls = first.wallet.calls.length
    expect(await reconnect(p)).toEqual(['solana'])
    expect(first.wallet.calls.slice(calls)).toEqual(['standard:connect?silent'])
    expect(account(p)).toMatchObject({ address: first.wallet.signer.address, status: 'connected' })
    stopConnectors(p)
  })

  it('does not reconnect (and forgets the wallet) when the wallet no longer shares an account', async () => {
    const platform = memoryPlatform()
    const first = await setup({ platform })
    await connect(first.p, { connector: 'Kit Wallet', namespace: 'solana' })
    stopConnectors(first.p)
    first.wallet.lock()

    const p = testPortico(
      { networks: [solanaMainnet, solanaDevnet], adapters: [solana()], connectors: [walletStandard()] },
      reloaded(platform),
    )
    expect(await reconnect(p)).toEqual([])
    expect(account(p).status).not.toBe('connected')
    stopConnectors(p)
  })

  it('switches cluster without a wallet prompt: the CAIP address and the signing chain follow', async () => {
    const { p, wallet } = await setup()
    await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
    await switchNetwork(p, { network: solanaDevnet })
    expect(account(p).caipAddress).toBe(`solana:${DEVNET}:${wallet.signer.address}`)
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe(`solana:${DEVNET}`)
    expect(wallet.calls).toEqual(['standard:connect'])
    stopConnectors(p)
  })
})

describe('signMessage (solana)', () => {
  it('returns a signature that verifies with the address’s public key', async () => {
    const { p, wallet } = await setup()
    await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
    const message = 'Sign in to Portico — nonce 8f2c'
    const signature = await signMessage(p, { message })
    expect(wallet.calls).toContain('solana:signMessage')
    expect(await verifies(wallet, message, signature)).toBe(true)
    expect(await verifies(wallet, `${message}!`, signature)).toBe(false)
    stopConnectors(p)
  })

  it('fails with “No wallet connected for solana” before connecting', async () => {
    const { p } = await setup()
    await expect(signMessage(p, { message: 'hi' })).rejects.toThrow('No wallet connected for solana')
  })
})
