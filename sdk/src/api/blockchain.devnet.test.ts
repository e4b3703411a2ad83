// Contract suite of the blockchain API against the devnet: every endpoint through the client (so through its
// schemas), on the devnet's real chain (anvil) with its deployed tokens and pool.
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { NAME_ZONE } from '../constants'
import { createBlockchainClient, isNetworkSupported } from './blockchain'
import { HttpError } from './http'
import { parseNameError } from './names'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'

const devnet = useDevnet()
const CHAIN = 'eip155:31337'
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const blockchain = () => createBlockchainClient({ baseUrl: devnet().apiUrl, projectId: devnet().projectId })
const account = (index = 0) => {
  const entry = devnet().accounts[index]
  if (!entry) throw new Error(`no devnet account ${index}`)
  return privateKeyToAccount(entry.privateKey)
}
const usdc = () => `${CHAIN}:${devnet().contracts[31337].usdc}`

describe('supported chains', () => {
  it('lists the devnet chains, fetched once per client', async () => {
    const client = blockchain()
    const chains = await client.getSupportedChains()
    expect([...chains.http].sort()).toEqual(['eip155:31337', 'eip155:31338'])
    expect(chains.ws).toEqual([])
    await expect(isNetworkSupported(client, CHAIN)).resolves.toBe(true)
    await expect(isNetworkSupported(client, 'eip155:1')).resolves.toBe(false)
  })
})

describe('account data', () => {
  it('returns token balances with value, price, quantity and icon', async () => {
    const balances = await blockchain().getBalance(account().address, { chainId: CHAIN })
    const eth = balances.find((b) => b.symbol === 'ETH')
    expect(eth).toMatchObject({ chainId: CHAIN, price: 3000, quantity: { decimals: '18' } })
    expect(Number(eth?.quantity.numeric)).toBeGreaterThan(0)
    expect(balances.map((b) => b.symbol)).toContain('USDC')
  })

  it('pages the history with a cursor', async () => {
    const client = blockchain()
    const deployer = account(8) // deployed and seeded the contracts: more than one page of history
    const first = await client.getHistory(deployer.address, { chainId: CHAIN })
    expect(first.data.length).toBeGreaterThan(0)
    for (const tx of first.data) expect(tx.metadata.chain).toBe(CHAIN)
    expect(first.next).toEqual(expect.any(String))
    const second = await client.getHistory(deployer.address, { chainId: CHAIN, cursor: first.next ?? '' })
    expect(second.data.length).toBeGreaterThan(0)
    expect(second.data.map((t) => t.id)).not.toContain(first.data[0]?.id)
  })

  it('prices tokens by CAIP id', async () => {
    const prices = await blockchain().getTokenPrices([usdc(), NATIVE])
    expect(prices.map((p) => [p.symbol, p.price])).toEqual([
      ['USDC', 1],
      ['ETH', 3000],
    ])
  })
})

describe('names', () => {
  it('suggests names in the zone, registers one with a signature, and resolves it both ways', async () => {
    const client = blockchain()
    const owner = account(2)
    const suggestions = await client.getNameSuggestions('portico')
    expect(suggestions[0]).toEqual({ name: `portico.${NAME_ZONE}`, registered: false })

    const name = `portico.${NAME_ZONE}`
    const message = JSON.stringify({
      name,
      attributes: { avatar: 'https://x.example/a.png' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    const coinType = (0x8000_0000 | 31337) >>> 0
    await client.registerName({
      coin_type: coinType,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    })

    const record = await client.getName(name)
    expect(record.addresses[String(coinType)]?.address).toBe(owner.address.toLowerCase())
    const reverse = await client.getNamesForAddress(owner.address)
    expect(reverse.map((r) => r.name)).toEqual([name])
    await expect(client.getIdentity(owner.address)).resolves.toEqual({ name, avatar: 'https://x.example/a.png' })
    expect((await client.getNameSuggestions('portico'))[0]).toEqual({ name, registered: true })
  })

  it("refuses a bad signature with the service's first reason", async () => {
    const message = JSON.stringify({
      name: `nobody.${NAME_ZONE}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const forged = await account(4).signMessage({ message })
    const error = await blockchain()
      .registerName({ coin_type: (0x8000_0000 | 31337) >>> 0, address: account(3).address, message, signature: forged })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(401)
    expect(parseNameError((error as HttpError).body)).toBe('The signature does not match the address')
  })

  it('answers an unknown name with 404', async () => {
    await expect(blockchain().getName(`unknown-name.${NAME_ZONE}`)).rejects.toMatchObject({ status: 404 })
  })
})

describe('convert (swap)', () => {
  it('lists tokens, quotes, reads allowance and gas price, and builds approve and swap calldata', async () => {
    const client = blockchain()
    const user = `${CHAIN}:${account().address}`
    const tokens = await client.getConvertTokens(CHAIN)
    expect(tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC']))

    const gas = await client.getGasPrice(CHAIN)
    expect(BigInt(gas.fast)).toBeGreaterThanOrEqual(BigInt(gas.standard))

    const [quote] = await client.getConvertQuotes({
      amount: '1000000',
      userAddress: user,
      from: usdc(),
      to: NATIVE,
      gasPrice: gas.standard,
    })
    expect(quote).toMatchObject({ fromAmount: '1000000', fromAccount: usdc(), toAccount: NATIVE })
    expect(BigInt(quote?.toAmount ?? '0')).toBeGreaterThan(0n)

    const allowance = await client.getAllowance({ tokenAddress: usdc(), userAddress: user })
    expect(BigInt(allowance)).toBeGreaterThanOrEqual(0n)

    const approve = await client.buildApprove({ userAddress: user, from: usdc(), to: NATIVE })
    expect(approve.data).toMatch(/^0x095ea7b3/) // approve(address,uint256)
    // As the real service answers: `from` echoes the token to approve; `to` is the swap's other side.
    expect(approve.from).toBe(usdc())

    const swap = await client.buildSwap({ amount: '1000000000000000', from: NATIVE, to: usdc(), userAddress: user })
    expect(swap.data).toMatch(/^0x/)
    expect(swap.amount).toBe('1000000000000000')
  })
})

describe('on-ramp', () => {
  it('offers options, quotes an amount and generates a checkout URL', async () => {
    const client = blockchain()
    const options = await client.getOnrampOptions()
    expect(options.paymentCurrencies.map((c) => c.id)).toContain('USD')
    expect(options.purchaseCurrencies.length).toBeGreaterThan(0)

    const quote = await client.getOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: CHAIN,
    })
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote.quoteId).toMatch(/^devnet-quote-/)

    const url = await client.generateOnrampUrl({
      destinationWallets: [{ address: account().address, blockchains: [CHAIN], assets: ['USDC'] }],
      partnerUserId: account().address,
      presetFiatAmount: 50,
    })
    expect(new URL(url).pathname).toBe('/dev/checkout')
  })
})

describe('sessions', () => {
  it('lists the smart sessions of an account and revokes one with a signature over its pci', async () => {
    const client = blockchain()
    const owner = account(0)
    const [session] = await client.getSessions(`${CHAIN}:${owner.address}`)
    expect(session?.project.name).toBe('Portico demo')
    const pci = session?.pci ?? ''
    await client.revokeSession(owner.address, { pci, signature: await owner.signMessage({ message: pci }) })
    const [after] = await client.getSessions(`${CHAIN}:${owner.address}`)
    expect(after?.revokedAt).toEqual(expect.any(Number))
  })
})

describe('RPC proxy', () => {
  it('answers JSON-RPC for a devnet chain', async () => {
    await expect(blockchain().rpc(CHAIN, { method: 'eth_chainId' })).resolves.toBe('0x7a69')
    const balance = await blockchain().rpc(CHAIN, { method: 'eth_getBalance', params: [account().address, 'latest'] })
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
  })
})
