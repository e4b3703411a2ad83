// Connecting Bitcoin browser wallets through Portico's connect actions: a sats-connect wallet (as Xverse answers it)
// listed in `btc_providers` on the memory platform, and a Wallet Standard wallet registered on its event target, both
// with real keys. Signatures are checked with bip322-js, the Bitcoin ecosystem's verifier, as well as Portico's.
import { randomBytes } from 'node:crypto'
import { Signer, Verifier } from 'bip322-js'
import * as btc from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../chains/switchNetwork'
import { connect } from '../connect/connect'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import { stopConnectors } from '../connectors/watchConnectors'
import { bitcoin, bitcoinSignet, bitcoinTestnet } from '../networks/bip122'
import { memoryPlatform } from '../platform/memoryPlatform'
import { APP_READY_EVENT, type WalletsApi } from '../walletStandard/types'
import { satsConnectWallet } from '@portico-examples/test-support/wallets/satsConnectWallet'
import { asStandardWallet, bitcoinStandardWallet } from '@portico-examples/test-support/wallets/bitcoinStandardWallet'
import { reloaded, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { bip122 } from './bip122'
import { formatBitcoinAddress } from './bitcoinAddress'
import { satsConnectWallets } from './satsConnect/satsConnectWallets'
import { sendBitcoinTransfer } from './sendBitcoinTransfer'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'
import { bitcoinWalletStandard } from './walletStandard/bitcoinWalletStandard'

const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

function setup(
  options: { authorized?: boolean; platform?: ReturnType<typeof memoryPlatform>; protocol?: 'ECDSA' } = {},
) {
  const platform = options.platform ?? memoryPlatform()
  const wallet = satsConnectWallet({
    privateKey: randomBytes(32),
    authorized: options.authorized,
    protocol: options.protocol,
  })
  platform.setInjectedGlobal('XverseProviders', { BitcoinProvider: wallet })
  platform.setInjectedGlobal('btc_providers', [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: ICON }])
  const p = testPortico(
    { networks: [bitcoin, bitcoinTestnet, bitcoinSignet], adapters: [bip122()], connectors: [satsConnectWallets()] },
    platform,
  )
  return { p, wallet, platform }
}

const account = (p: ReturnType<typeof setup>['p']) => p.$chains.get().bip122!.accountState
const sign = (p: ReturnType<typeof setup>['p'], message: string) =>
  p.$chains.get().bip122!.connectionClient!.signMessage!(message)

describe('connecting a sats-connect wallet', () => {
  it('connects with the payment address as the account and the ordinals address beside it', async () => {
    const { p, wallet } = setup()
    const result = await connect(p, { connector: 'XverseProviders.BitcoinProvider', namespace: 'bip122' })
    const { payment, ordinals } = wallet.addresses()
    expect(payment).toMatch(/^bc1q/)
    expect(result).toMatchObject({ namespace: 'bip122', address: payment, chainId: String(bitcoin.id) })
    expect(account(p)).toMatchObject({
      address: payment,
      caipAddress: `bip122:${bitcoin.id}:${payment}`,
      allAccounts: [
        { address: payment, type: 'payment' },
        { address: ordinals, type: 'ordinal' },
      ],
      connectedWalletInfo: { name: 'Xverse', icon: ICON, type: 'ANNOUNCED' },
    })
    expect(wallet.calls).toEqual(['getAccounts', 'wallet_getNetwork'])
    stopConnectors(p)
  })

  it.each([
    ['BIP-322', undefined],
    ['ECDSA', 'ECDSA' as const],
  ])('signs a %s message that bip322-js and Portico accept; another message fails', async (_, protocol) => {
    const { p, wallet } = setup({ protocol })
    await connect(p, { connector: 'XverseProviders.BitcoinProvider', namespace: 'bip122' })
    const message = 'Hello from Portico'
    const signature = await sign(p, message)
    const address = wallet.addresses().payment
    expect(Verifier.verifySignature(address, message, signature)).toBe(true)
    expect(await verifyBitcoinSignature({ address, message, signature })).toBe('valid')
    expect(await verifyBitcoinSignature({ address, message: `${message}!`, signature })).toBe('invalid')
    const other = satsConnectWallet({ privateKey: randomBytes(32) }).addresses().payment
    expect(await verifyBitcoinSignature({ address: other, message, signature })).toBe('invalid')
    expect(await verifyBitcoinSignature({ address, message, signature: 'AAAA' })).toBe('invalid')
    stopConnectors(p)
  })

  it('verifies BIP-322 signatures of taproot, nested segwit and legacy addresses too', async () => {
    const key = randomBytes(32)
    const pub = secp256k1.getPublicKey(key, true)
    const wif = btc.WIF(btc.NETWORK).encode(key)
    for (const address of [
      btc.p2tr(pub.subarray(1)).address as string,
      btc.p2sh(btc.p2wpkh(pub)).address as string,
      btc.p2pkh(pub).address as string,
    ]) {
      const signature = Signer.sign(wif, address, 'Hello')
      expect(await verifyBitcoinSignature({ address, message: 'Hello', signature })).toBe('valid')
      expect(await verifyBitcoinSignature({ address, message: 'Hullo', signature })).toBe('invalid')
    }
  })

  it('switches to testnet and signet: the wallet moves and the addresses are that network’s', async () => {
    const { p, wallet } = setup()
    await connect(p, { connector: 'XverseProviders.BitcoinProvider', namespace: 'bip122' })
    await switchNetwork(p, { network: bitcoinTestnet })
    expect(wallet.network).toBe('Testnet')
    await waitForStore(p.$chains, (c) => c.bip122?.accountState.address === wallet.addresses().payment)
    expect(account(p).address).toMatch(/^tb1q/)
    expect(account(p).caipAddress).toBe(`bip122:${bitcoinTestnet.id}:${wallet.addresses().payment}`)
    expect(account(p).allAccounts.map((a) => a.type)).toEqual(['payment', 'ordinal'])
    await switchNetwork(p, { network: bitcoinSignet })
    expect(wallet.network).toBe('Signet')
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe(bitcoinSignet.caipNetworkId)
    stopConnectors(p)
  })

  it('follows a network change made in the wallet', async () => {
    const { p, wallet } = setup()
    await connect(p, { connector: 'XverseProviders.BitcoinProvider', namespace: 'bip122' })
    wallet.changeNetwork('Testnet')
    await waitForStore(p.$network, (n) => n.caipNetwork?.caipNetworkId === bitcoinTestnet.caipNetworkId)
    await waitForStore(p.$chains, (c) => c.bip122?.accountState.address === wallet.addresses().payment)
    stopConnectors(p)
  })

  it('sends a transfer the wallet signs: the transaction pays the receiver the amount', async () => {
    const { p, wallet } = setup()
    await connect(p, { connector: 'XverseProviders.BitcoinProvider', namespace: 'bip122' })
    const to = satsConnectWallet({ privateKey: randomBytes(32) }).addresses().payment
    const txid = await sendBitcoinTransfer(p, { to, amount: 25_000n })
    const tx = wallet.sent.get(txid)
    expect(tx?.getOutput(0)).toMatchObject({ amount: 25_000n, script: btc.OutScript.encode(btc.Address().decode(to)) })
    await expect(sendBitcoinTransfer(p, { to: 'not an address', amount: 1n })).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
    })
    stopConnectors(p)
  })

  it('a declined connection is USER_REJECTED and leaves the namespace disconnected', async () => {
    const { p, wallet } = setup()
    wallet.rejectNext('getAccounts')
    await expect(
      connect(p, { connector: 'XverseProviders.BitcoinProvider', namespace: 'bip122' }),
    ).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(account(p).status).not.toBe('connected')
    stopConnectors(p)
  })

  it('reconnects after a reload without a prompt; disconnecting renounces the permission', async () => {
    const platform = memoryPlatform()
    const first = setup({ platform })
    await connect(first.p, { connector: 'XverseProviders.BitcoinProvider', namespace: 'bip122' })
    stopConnectors(first.p)

    const again = setup({ platform: reloaded(platform), authorized: true })
    await reconnect(again.p)
    expect(account(again.p)).toMatchObject({ status: 'connected', address: again.wallet.addresses().payment })
    expect(again.wallet.calls).not.toContain('getAccounts')
    await disconnect(again.p, { namespace: 'bip122' })
    expect(again.wallet.authorized).toBe(false)
    expect(account(again.p).status).toBe('disconnected')
    stopConnectors(again.p)
  })
})

describe('connecting a Bitcoin Wallet Standard wallet', () => {
  function standardSetup(options: { grantAllNetworks?: boolean; platform?: ReturnType<typeof memoryPlatform> } = {}) {
    const platform = options.platform ?? memoryPlatform()
    const wallet = bitcoinStandardWallet({ privateKey: randomBytes(32), grantAllNetworks: options.grantAllNetworks })
    // The wallet registers itself when the app says it is ready, as the standard's wallets do.
    platform.events.addEventListener(APP_READY_EVENT, (event) =>
      ((event as CustomEvent<WalletsApi>).detail as WalletsApi).register(asStandardWallet(wallet, ICON) as never),
    )
    const p = testPortico(
      {
        networks: [bitcoin, bitcoinTestnet, bitcoinSignet],
        adapters: [bip122()],
        connectors: [bitcoinWalletStandard()],
      },
      platform,
    )
    return { p, wallet, platform }
  }

  it('connects, lists payment before ordinals, and signs BIP-322 messages', async () => {
    const { p, wallet } = standardSetup()
    await connect(p, { connector: 'Standard Bitcoin Wallet', namespace: 'bip122' })
    const { payment, ordinals } = wallet.addresses()
    expect(account(p).allAccounts).toEqual([
      { address: payment, type: 'payment' },
      { address: ordinals, type: 'ordinal' },
    ])
    const signature = await sign(p, 'Hello')
    expect(Verifier.verifySignature(payment, 'Hello', signature)).toBe(true)
    expect(await verifyBitcoinSignature({ address: payment, message: 'Hello', signature })).toBe('valid')
    stopConnectors(p)
  })

  it('switches among the networks the wallet granted; for another, asks the user to switch in the wallet', async () => {
    const all = standardSetup({ grantAllNetworks: true })
    await connect(all.p, { connector: 'Standard Bitcoin Wallet', namespace: 'bip122' })
    await switchNetwork(all.p, { network: bitcoinTestnet })
    await waitForStore(all.p.$chains, (c) => c.bip122?.accountState.address === all.wallet.addresses('testnet').payment)
    expect(all.p.$network.get().caipNetwork?.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
    expect(await sign(all.p, 'On testnet')).toSatisfy((signature: string) =>
      Verifier.verifySignature(all.wallet.addresses('testnet').payment, 'On testnet', signature),
    )
    stopConnectors(all.p)

    const one = standardSetup()
    await connect(one.p, { connector: 'Standard Bitcoin Wallet', namespace: 'bip122' })
    await expect(switchNetwork(one.p, { network: bitcoinSignet })).rejects.toMatchObject({
      code: 'SWITCH_IN_WALLET',
      message: 'Switch to Bitcoin Signet in Standard Bitcoin Wallet',
    })
    expect(account(one.p).address).toBe(one.wallet.addresses('mainnet').payment)
    // The user does so in the wallet: Portico follows it.
    one.wallet.changeNetwork('signet')
    await waitForStore(one.p.$network, (n) => n.caipNetwork?.caipNetworkId === bitcoinSignet.caipNetworkId)
    await waitForStore(one.p.$chains, (c) => c.bip122?.accountState.address === one.wallet.addresses('signet').payment)
    stopConnectors(one.p)
  })

  it('reconnects after a reload without a prompt; disconnecting ends the connection in the wallet', async () => {
    const platform = memoryPlatform()
    const first = standardSetup({ platform })
    await connect(first.p, { connector: 'Standard Bitcoin Wallet', namespace: 'bip122' })
    stopConnectors(first.p)
    // The reload: a new instance on the same storage; the same wallet registers again.
    const again = testPortico(
      { networks: [bitcoin, bitcoinTestnet], adapters: [bip122()], connectors: [bitcoinWalletStandard()] },
      reloaded(platform),
    )
    await reconnect(again)
    await waitForStore(again.$chains, (chains) => chains.bip122?.accountState.status === 'connected')
    expect(account(again).address).toBe(first.wallet.addresses().payment)
    expect(first.wallet.calls.filter((c) => c === 'bitcoin:connect')).toHaveLength(1)
    await disconnect(again, { namespace: 'bip122' })
    expect(first.wallet.calls).toContain('standard:disconnect')
    expect(first.wallet.accounts()).toEqual([])
    stopConnectors(again)
  })
})

describe('bitcoin addresses', () => {
  it('accepts every single-key kind on every network, in canonical case, and nothing else', () => {
    const pub = secp256k1.getPublicKey(randomBytes(32), true)
    for (const net of [btc.NETWORK, btc.TEST_NETWORK, { ...btc.TEST_NETWORK, bech32: 'bcrt' }]) {
      for (const address of [
        btc.p2pkh(pub, net).address as string,
        btc.p2sh(btc.p2wpkh(pub, net), net).address as string,
        btc.p2wpkh(pub, net).address as string,
        btc.p2tr(pub.subarray(1), undefined, net).address as string,
      ])
        expect(formatBitcoinAddress(address)).toBe(address)
    }
    const segwit = btc.p2wpkh(pub).address as string
    expect(formatBitcoinAddress(segwit.toUpperCase())).toBe(segwit)
    expect(formatBitcoinAddress(`${segwit.slice(0, -1)}${segwit.endsWith('q') ? 'p' : 'q'}`)).toBeUndefined()
    expect(formatBitcoinAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeUndefined()
    expect(formatBitcoinAddress('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBeUndefined()
  })
})
