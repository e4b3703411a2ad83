// Sending bitcoin from a Wallet Standard wallet, which signs transactions but does not build them: Portico reads the
// payment address's coins and the fee rate from the devnet's Esplora API (the network's RPC URL), builds the
// transaction, the wallet signs it with its key, and the devnet's ledger checks every input's signature before it
// accepts it. What a user would check: the receiver holds the amount, the change came back, the fee is the rate's.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { asStandardWallet, bitcoinStandardWallet } from '@portico-examples/test-support/wallets/bitcoinStandardWallet'
import { connect } from '../../connect/connect'
import { stopConnectors } from '../../connectors/watchConnectors'
import { bitcoin, bitcoinTestnet } from '../../networks/bip122'
import { withRpcUrl } from '../../networks/withRpcUrl'
import { memoryPlatform } from '../../platform/memoryPlatform'
import { APP_READY_EVENT, type WalletsApi } from '../../walletStandard/types'
import { bip122 } from '../bip122'
import { sendBitcoinTransfer } from '../sendBitcoinTransfer'
import { bitcoinWalletStandard } from '../walletStandard/bitcoinWalletStandard'

const devnet = useDevnet()
const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

/** A Wallet Standard wallet connected to an app whose Bitcoin networks read the devnet's ledger. */
async function connected() {
  const { bitcoinApiUrls, apiUrl } = devnet().info()
  const platform = memoryPlatform()
  const wallet = bitcoinStandardWallet({ privateKey: randomBytes(32) })
  platform.events.addEventListener(APP_READY_EVENT, (event) =>
    ((event as CustomEvent<WalletsApi>).detail as WalletsApi).register(asStandardWallet(wallet, ICON) as never),
  )
  const p = testPortico(
    {
      networks: [withRpcUrl(bitcoin, bitcoinApiUrls.mainnet), withRpcUrl(bitcoinTestnet, bitcoinApiUrls.testnet)],
      adapters: [bip122()],
      connectors: [bitcoinWalletStandard()],
    },
    platform,
  )
  await connect(p, { connector: 'Standard Bitcoin Wallet', namespace: 'bip122' })
  const fund = async (value: number, address = wallet.addresses().payment) => {
    const response = await fetch(`${apiUrl}/dev/bitcoin/mainnet/fund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, value }),
    })
    expect(response.ok).toBe(true)
  }
  const esplora = async (path: string) => (await fetch(`${bitcoinApiUrls.mainnet}/${path}`)).json()
  return { p, wallet, fund, esplora }
}

/** A fresh address of another wallet. */
const receiver = () => bitcoinStandardWallet({ privateKey: randomBytes(32) }).addresses().payment

describe('sendBitcoinTransfer from a Wallet Standard wallet, on the devnet ledger', () => {
  it('pays the receiver, returns the change and pays the fee rate; the next transfer spends the change', async () => {
    const { p, wallet, fund, esplora } = await connected()
    await fund(100_000)
    const to = receiver()
    const txid = await sendBitcoinTransfer(p, { to, amount: 30_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.calls).toContain('bitcoin:signTransaction')

    const tx = await esplora(`tx/${txid}`)
    const paid = tx.vout.find((o: { scriptpubkey_address: string }) => o.scriptpubkey_address === to)
    const change = tx.vout.find(
      (o: { scriptpubkey_address: string }) => o.scriptpubkey_address === wallet.addresses().payment,
    )
    expect(paid.value).toBe(30_000)
    expect(change.value + paid.value + tx.fee).toBe(100_000)
    // One native segwit input, two outputs: about 141 vB at the devnet's 6-block rate of 4 sat/vB.
    expect(tx.fee).toBeGreaterThanOrEqual(4 * 140)
    expect(tx.fee).toBeLessThanOrEqual(4 * 150)
    expect(await esplora(`address/${to}/utxo`)).toEqual([expect.objectContaining({ txid, value: 30_000 })])

    const second = await sendBitcoinTransfer(p, { to, amount: 20_000n })
    expect((await esplora(`address/${to}/utxo`)).map((u: { value: number }) => u.value).sort()).toEqual([
      20_000, 30_000,
    ])
    expect((await esplora(`address/${wallet.addresses().payment}/utxo`))[0].txid).toBe(second)
    stopConnectors(p)
  })

  it("more than the address holds, dust, another network's address: refused, nothing asked of the wallet", async () => {
    const { p, wallet, fund } = await connected()
    await fund(10_000)
    await expect(sendBitcoinTransfer(p, { to: receiver(), amount: 10_000n })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
    })
    await expect(sendBitcoinTransfer(p, { to: receiver(), amount: 100n })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
    })
    // A testnet address from a mainnet one: refused before the wallet is asked.
    const testnetAddress = bitcoinStandardWallet({ privateKey: randomBytes(32) }).addresses('testnet').payment
    await expect(sendBitcoinTransfer(p, { to: testnetAddress, amount: 1_000n })).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
    })
    expect(wallet.calls).not.toContain('bitcoin:signTransaction')
    stopConnectors(p)
  })

  it('the user declines in the wallet: USER_REJECTED, and the coins stay unspent', async () => {
    const { p, wallet, fund, esplora } = await connected()
    await fund(50_000)
    wallet.rejectNextTransaction()
    await expect(sendBitcoinTransfer(p, { to: receiver(), amount: 10_000n })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(await esplora(`address/${wallet.addresses().payment}/utxo`)).toEqual([
      expect.objectContaining({ value: 50_000 }),
    ])
    stopConnectors(p)
  })
})
