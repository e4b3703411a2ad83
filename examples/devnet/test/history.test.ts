import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { erc20Abi, parseAbi, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import type { Devnet } from '../src/index.js'
import { api, clients, startTestDevnet } from './devnet-helpers.js'
import { BalanceResponse, HistoryResponse } from './wire-shapes.js'

const nftAbi = parseAbi(['function transferFrom(address from, address to, uint256 tokenId)'])

let devnet: Devnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

async function balances(address: string, chainId = 'eip155:31337') {
  const { status, body } = await api(devnet, `/v1/account/${address}/balance?currency=usd&chainId=${chainId}`)
  expect(status).toBe(200)
  return v.parse(BalanceResponse, body).balances
}

async function history(address: string, query = '') {
  const { status, body } = await api(devnet, `/v1/account/${address}/history?${query}`)
  expect(status).toBe(200)
  return v.parse(HistoryResponse, body)
}

describe('balances and history follow the chain', () => {
  it('shows a native transfer made on the chain in the receiver balance and in both histories', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    expect(await balances(receiver)).toEqual([])

    const { walletClient, publicClient } = clients(devnet, 31337, 2)
    const hash = await walletClient.sendTransaction({ to: receiver, value: parseEther('1.5') })
    await publicClient.waitForTransactionReceipt({ hash })

    const [eth] = await balances(receiver)
    expect(eth).toMatchObject({ symbol: 'ETH', chainId: 'eip155:31337', price: 3000, value: 4500 })
    expect(eth?.quantity).toEqual({ decimals: '18', numeric: '1.5' })
    expect(eth?.address).toBeUndefined()

    const incoming = await history(receiver)
    expect(incoming.data).toHaveLength(1)
    expect(incoming.data[0]?.metadata).toMatchObject({
      hash,
      chain: 'eip155:31337',
      operationType: 'receive',
      status: 'confirmed',
    })
    expect(incoming.data[0]?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1.5' },
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ])
    const sender = await history(devnet.accounts[2]!.address, 'chainId=eip155:31337')
    expect(sender.data[0]?.metadata).toMatchObject({ hash, operationType: 'send', sentTo: receiver.toLowerCase() })
    expect(sender.data[0]?.transfers?.[0]?.direction).toBe('out')
  })

  it('shows an ERC-20 transfer with its token, decimals and fiat value', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const { walletClient, publicClient } = clients(devnet, 31337, 3)
    const hash = await walletClient.writeContract({
      address: devnet.contracts[31337].usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', 6)],
    })
    await publicClient.waitForTransactionReceipt({ hash })

    expect(await balances(receiver)).toEqual([
      expect.objectContaining({
        symbol: 'USDC',
        name: 'Devnet USD Coin',
        address: `eip155:31337:${devnet.contracts[31337].usdc.toLowerCase()}`,
        quantity: { decimals: '6', numeric: '12.5' },
        value: 12.5,
        price: 1,
      }),
    ])
    const { data } = await history(receiver)
    expect(data[0]?.metadata.hash).toBe(hash)
    expect(data[0]?.transfers?.[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '12.5' },
      value: 12.5,
      price: 1,
      fungible_info: { name: 'Devnet USD Coin', symbol: 'USDC' },
    })
  })

  it('shows an NFT transfer with its name, a generated preview and no spam flag', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const { walletClient, publicClient } = clients(devnet, 31337, 1)
    const hash = await walletClient.writeContract({
      address: devnet.contracts[31337].nft,
      abi: nftAbi,
      functionName: 'transferFrom',
      args: [devnet.accounts[1]!.address, receiver, 4n],
    })
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')

    const { data } = await history(receiver)
    const transfer = data[0]?.transfers?.[0]
    expect(transfer).toMatchObject({
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: { name: 'Devnet Punks #4', flags: { is_spam: false } },
    })
    const preview = transfer?.nft_info?.content?.preview?.url ?? ''
    const image = await fetch(preview)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('<svg')
  })

  it('sees a transaction mined right after a previous answer (the latest block is never cached)', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const { publicClient } = clients(devnet)
    const hashes: string[] = []
    for (let round = 0; round < 5; round++) {
      expect((await history(receiver)).data.map((tx) => tx.metadata.hash)).toEqual(hashes)
      // anvil signs for its unlocked accounts: one quick call, so the next request follows within milliseconds.
      const hash = (await publicClient.request({
        method: 'eth_sendTransaction',
        params: [{ from: devnet.accounts[6]!.address, to: receiver, value: '0x1' }],
      } as never)) as `0x${string}`
      // anvil returns the hash as the transaction enters its pool and mines it a moment later: wait until it is
      // mined (a user sees the transaction in activity once it is), then ask at once.
      await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      hashes.unshift(hash)
    }
    expect((await history(receiver)).data.map((tx) => tx.metadata.hash)).toEqual(hashes)
  })

  it('has seeded history at first start on both chains (tokens, NFTs, native)', async () => {
    const { data } = await history(devnet.accounts[0]!.address, 'limit=100')
    const chains = new Set(data.map((tx) => tx.metadata.chain))
    expect(chains).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    const kinds = data.flatMap((tx) => tx.transfers ?? []).map((t) => (t.nft_info ? 'nft' : t.fungible_info?.symbol))
    expect(kinds).toEqual(expect.arrayContaining(['nft', 'ETH', 'USDC', 'DAI']))
  })

  it('lists newest first and pages with an opaque cursor without gaps or repeats', async () => {
    const address = devnet.accounts[0]!.address
    const all = await history(address, 'limit=100&chainId=eip155:31338')
    expect(all.next).toBeNull()
    expect(all.data.every((tx) => tx.metadata.chain === 'eip155:31338')).toBe(true)
    const times = all.data.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: v.InferOutput<typeof HistoryResponse> = await history(
        address,
        `limit=2&chainId=eip155:31338${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      )
      expect(page.data.length).toBeLessThanOrEqual(2)
      seen.push(...page.data.map((tx) => tx.id))
      cursor = page.next
    } while (cursor)
    expect(seen).toEqual(all.data.map((tx) => tx.id))
  })

  it('answers 400 for a cursor it did not make and an empty list for another chain', async () => {
    const address = devnet.accounts[0]!.address
    expect((await api(devnet, `/v1/account/${address}/history?cursor=not-a-cursor`)).status).toBe(400)
    expect((await history(address, 'chainId=eip155:1')).data).toEqual([])
    expect(await balances(address, 'eip155:1')).toEqual([])
    // Another namespace's account: nothing held here, whatever its address.
    expect(
      await balances('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ).toEqual([])
    expect((await api(devnet, '/v1/account/not-an-address/balance?chainId=eip155:31337')).status).toBe(400)
  })
})
