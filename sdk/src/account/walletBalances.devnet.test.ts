// Spec §5, "Asset from wallet": where the connected wallet reports its own assets (EIP-7811 `wallet_getAssets`),
// the balances come from it, accepted only if every entry is valid. A private-key EIP-1193 wallet on the devnet's
// chain (anvil) stands in for a browser wallet with asset discovery; the devnet's blockchain API is the other source.
import { formatEther } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RPC_TIMEOUT_MS } from '../constants'
import { memoryPlatform } from '../platform/memoryPlatform'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { chainReader, devnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { fetchBalances } from './fetchBalances'

const devnet = useDevnet()
afterEach(() => void vi.useRealTimers())

describe('balances from the wallet (spec §5)', () => {
  it('come from a wallet that reports its assets, not from the blockchain API', async () => {
    const { p, wallet, address } = await devnetWallet(devnet(), 6, {}, memoryPlatform(), { assets: true })
    const onChain = await chainReader(devnet()).eth(address)
    const balances = await fetchBalances(p)
    expect(wallet.requests).toContain('wallet_getAssets')
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: Number(formatEther(onChain)) * 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: formatEther(onChain) },
        iconUrl: '',
      },
    ])
    expect(p.$account.get()).toMatchObject({ balance: formatEther(onChain), balanceSymbol: 'ETH' })
  })

  it('refuse the whole answer when one entry breaks the rule: nothing of it reaches the store', async () => {
    const withoutPrice = (answer: Record<string, unknown[]>) =>
      Object.fromEntries(
        Object.entries(answer).map(([chain, assets]) => [
          chain,
          assets.map((asset) => {
            const { metadata, ...rest } = asset as { metadata: Record<string, unknown> }
            return { ...rest, metadata: { ...metadata, price: '3000' } }
          }),
        ]),
      )
    const { p } = await devnetWallet(devnet(), 6, {}, memoryPlatform(), { assets: withoutPrice })
    await expect(fetchBalances(p)).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      cause: { code: 'INVALID_RESPONSE', params: { field: 'wallet_getAssets.0x7a69.0.metadata.price' } },
    })
    expect(p.$balances.get()).toMatchObject({ status: 'error', balances: [] })
    expect(p.$account.get().tokenBalance ?? []).toEqual([])
  })

  it('give up on a wallet that never answers, after RPC_TIMEOUT_MS on the clock', async () => {
    const never = () => new Promise<never>(() => {})
    const { p, wallet } = await devnetWallet(devnet(), 6, {}, memoryPlatform(), { assets: never })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const pending = fetchBalances(p).catch((error: unknown) => error)
    await vi.waitFor(() => expect(wallet.requests).toContain('wallet_getAssets'))
    await vi.advanceTimersByTimeAsync(RPC_TIMEOUT_MS)
    expect(await pending).toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      cause: { code: 'REQUEST_TIMEOUT', params: { ms: RPC_TIMEOUT_MS } },
    })
    expect(p.$balances.get()).toMatchObject({ status: 'error', balances: [] })
  })

  it("ask the wallet's capabilities once per connection, and again after the account changes", async () => {
    const { p, wallet } = await devnetWallet(devnet(), 6, {}, memoryPlatform(), { assets: true })
    const asked = () => wallet.requests.filter((method) => method === 'wallet_getCapabilities').length
    await fetchBalances(p)
    await fetchBalances(p)
    expect(asked()).toBe(1)
    expect(wallet.requests.filter((method) => method === 'wallet_getAssets')).toHaveLength(2)

    const other = devnet().accounts[7]!
    wallet.changeAccount(other.privateKey)
    await vi.waitFor(() => expect(p.$account.get().address).toBe(other.address))
    await fetchBalances(p)
    expect(asked()).toBe(2)
  })

  it('come from the blockchain API when the wallet does not report its assets', async () => {
    const { p, wallet } = await devnetWallet(devnet(), 6)
    const balances = await fetchBalances(p)
    expect(wallet.requests).not.toContain('wallet_getAssets')
    expect(balances.map((b) => b.symbol)).toContain('ETH')
    expect(balances.find((b) => b.symbol === 'ETH')?.iconUrl).toMatch(/getTokenImage/)
  })
})
