import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import type { Devnet } from '../src/index.js'
import { NATIVE, api, clients, postJson, startTestDevnet } from './devnet-helpers.js'
import {
  AllowanceResponse,
  ApproveCalldataResponse,
  GasPriceResponse,
  SupportedChains,
  SwapCalldataResponse,
  SwapQuoteResponse,
  SwapTokensResponse,
  TokenPriceResponse,
} from './wire-shapes.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

const caip = (address: string) => `eip155:31337:${address.toLowerCase()}`

/** Sends the devnet's calldata answer as a real transaction and waits for it. */
async function execute(accountIndex: number, tx: { to: string; data: string; value: bigint; gas?: bigint }) {
  const { walletClient, publicClient } = clients(devnet, 31337, accountIndex)
  const hash = await walletClient.sendTransaction({
    to: tx.to.split(':')[2] as `0x${string}`,
    data: tx.data as `0x${string}`,
    value: tx.value,
    gas: tx.gas,
  })
  return publicClient.waitForTransactionReceipt({ hash })
}

describe('convert (swap) against the devnet pool', () => {
  it('lists the devnet chains as supported and swap-capable', async () => {
    const { body } = await api(devnet, '/v1/supported-chains')
    expect(v.parse(SupportedChains, body).http).toEqual(['eip155:31337', 'eip155:31338'])
    expect(body).toMatchObject({ swap: ['eip155:31337', 'eip155:31338'] })
  })

  it('lists the native coin and both tokens of each devnet chain, none for another chain', async () => {
    for (const chainId of [31337, 31338] as const) {
      const { tokens } = v.parse(
        SwapTokensResponse,
        (await api(devnet, `/v1/convert/tokens?chainId=eip155:${chainId}`)).body,
      )
      expect(tokens.map((t) => [t.symbol, t.decimals, t.address])).toEqual([
        ['ETH', 18, `eip155:${chainId}:${NATIVE}`],
        ['USDC', 6, `eip155:${chainId}:${devnet.contracts[chainId].usdc.toLowerCase()}`],
        ['DAI', 18, `eip155:${chainId}:${devnet.contracts[chainId].dai.toLowerCase()}`],
      ])
    }
    expect((await api(devnet, '/v1/convert/tokens?chainId=eip155:1')).body).toEqual({ tokens: [] })
  })

  it('prices tokens from the price table', async () => {
    const body = {
      currency: 'usd',
      addresses: [
        caip(NATIVE),
        caip(devnet.contracts[31337].usdc),
        'eip155:1:0x0000000000000000000000000000000000000001',
      ],
    }
    const { fungibles } = v.parse(TokenPriceResponse, (await api(devnet, '/v1/fungible/price', postJson(body))).body)
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['ETH', 3000],
      ['USDC', 1],
    ])
  })

  it('reads the gas price from the chain', async () => {
    const { publicClient } = clients(devnet)
    const gas = v.parse(GasPriceResponse, (await api(devnet, '/v1/convert/gas-price?chainId=eip155:31337')).body)
    const chainPrice = await publicClient.getGasPrice()
    expect(BigInt(gas.standard)).toBe(chainPrice)
    expect(BigInt(gas.fast)).toBeGreaterThan(chainPrice)
    expect(BigInt(gas.instant)).toBeGreaterThan(BigInt(gas.fast))
  })

  it('quotes USDC → ETH from reserves, approves, swaps on anvil and moves both balances', async () => {
    const user = devnet.accounts[2]!.address
    const usdc = devnet.contracts[31337].usdc
    const amount = parseUnits('300', 6)
    const { publicClient } = clients(devnet)

    const quote = v.parse(
      SwapQuoteResponse,
      (
        await api(
          devnet,
          `/v1/convert/quotes?amount=${amount}&userAddress=${caip(user)}&from=${caip(usdc)}&to=${caip(NATIVE)}&gasPrice=1`,
        )
      ).body,
    ).quotes[0]!
    expect(quote).toMatchObject({
      fromAmount: amount.toString(),
      fromAccount: caip(usdc),
      toAccount: caip(NATIVE),
      id: null,
    })
    // ETH at 3000 in a 100 ETH pool: 300 USDC buys a little under 0.1 ETH (fee and price impact).
    expect(BigInt(quote.toAmount)).toBeLessThan(parseEther('0.1'))
    expect(BigInt(quote.toAmount)).toBeGreaterThan(parseEther('0.098'))

    const allowanceBefore = v.parse(
      AllowanceResponse,
      (await api(devnet, `/v1/convert/allowance?tokenAddress=${caip(usdc)}&userAddress=${caip(user)}`)).body,
    )
    expect(allowanceBefore.allowance).toBe('0')

    const approve = v.parse(
      ApproveCalldataResponse,
      (
        await api(
          devnet,
          `/v1/convert/build-approve?userAddress=${caip(user)}&from=${caip(usdc)}&to=${caip(NATIVE)}&amount=${amount}`,
        )
      ).body,
    ).tx
    // As the real service answers: `from` echoes the token to approve, `to` names the token of the `to` query.
    expect(approve.from).toBe(caip(usdc))
    expect(approve.to).toBe(caip(NATIVE))
    expect(
      (await execute(2, { to: approve.from, data: approve.data, value: 0n })).status, // the wallet estimates the gas
    ).toBe('success')
    const allowanceAfter = v.parse(
      AllowanceResponse,
      (await api(devnet, `/v1/convert/allowance?tokenAddress=${caip(usdc)}&userAddress=${caip(user)}`)).body,
    )
    expect(allowanceAfter.allowance).toBe(amount.toString())

    const usdcBefore = await publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user],
    })
    const ethBefore = await publicClient.getBalance({ address: user })
    const swap = v.parse(
      SwapCalldataResponse,
      (
        await api(
          devnet,
          '/v1/convert/build-transaction',
          postJson({
            amount: amount.toString(),
            eip155: { slippage: 1 },
            projectId: devnet.projectId,
            from: caip(usdc),
            to: caip(NATIVE),
            userAddress: caip(user),
          }),
        )
      ).body,
    ).tx
    expect(swap.to).toBe(caip(devnet.contracts[31337].pool))
    expect(swap.amount).toBe('0')
    const receipt = await execute(2, {
      to: swap.to,
      data: swap.data,
      value: BigInt(swap.amount),
      gas: BigInt(swap.eip155.gas),
    })
    expect(receipt.status).toBe('success')

    const usdcAfter = await publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user],
    })
    const ethAfter = await publicClient.getBalance({ address: user })
    expect(usdcBefore - usdcAfter).toBe(amount)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(ethAfter - ethBefore + fee).toBe(BigInt(quote.toAmount))

    // The ETH the pool paid out is an internal transfer: history still shows it.
    const history = (await api(devnet, `/v1/account/${user}/history?chainId=eip155:31337&limit=1`)).body as {
      data: {
        metadata: { hash: string; operationType: string }
        transfers: { direction: string; fungible_info: { symbol: string } }[]
      }[]
    }
    expect(history.data[0]?.metadata).toMatchObject({ hash: receipt.transactionHash, operationType: 'trade' })
    expect(history.data[0]?.transfers.map((t) => [t.direction, t.fungible_info.symbol])).toEqual([
      ['in', 'ETH'],
      ['out', 'USDC'],
    ])
  })

  it('swaps native ETH → DAI with the value in `amount`, and the swap shows in history as a trade', async () => {
    const user = devnet.accounts[3]!.address
    const dai = devnet.contracts[31337].dai
    const amount = parseEther('0.5')
    const { publicClient } = clients(devnet)
    const swap = v.parse(
      SwapCalldataResponse,
      (
        await api(
          devnet,
          '/v1/convert/build-transaction',
          postJson({
            amount: amount.toString(),
            eip155: { slippage: 1 },
            projectId: devnet.projectId,
            from: caip(NATIVE),
            to: caip(dai),
            userAddress: caip(user),
          }),
        )
      ).body,
    ).tx
    expect(swap.amount).toBe(amount.toString())
    const daiBefore = await publicClient.readContract({
      address: dai,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user],
    })
    const receipt = await execute(3, {
      to: swap.to,
      data: swap.data,
      value: BigInt(swap.amount),
      gas: BigInt(swap.eip155.gas),
    })
    expect(receipt.status).toBe('success')
    const daiAfter = await publicClient.readContract({
      address: dai,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user],
    })
    expect(daiAfter - daiBefore).toBeGreaterThan(parseUnits('1400', 18))

    const history = (await api(devnet, `/v1/account/${user}/history?chainId=eip155:31337&limit=1`)).body as {
      data: {
        metadata: { hash: string; operationType: string }
        transfers: { direction: string; fungible_info: { symbol: string } }[]
      }[]
    }
    expect(history.data[0]?.metadata).toMatchObject({ hash: receipt.transactionHash, operationType: 'trade' })
    expect(history.data[0]?.transfers.map((t) => [t.direction, t.fungible_info.symbol])).toEqual([
      ['out', 'ETH'],
      ['in', 'DAI'],
    ])
  })

  it('gives no gas estimate when asked not to, and refuses a swap that would fail', async () => {
    const user = devnet.accounts[4]!.address
    const body = {
      amount: parseUnits('5', 6).toString(),
      from: caip(devnet.contracts[31337].usdc),
      to: caip(NATIVE),
      userAddress: caip(user),
    }
    const noEstimate = await api(devnet, '/v1/convert/build-transaction', postJson({ ...body, disableEstimate: true }))
    expect(noEstimate.status).toBe(200)
    const failing = await api(devnet, '/v1/convert/build-transaction', postJson(body)) // no allowance, no USDC
    expect(failing.status).toBe(400)
    expect((failing.body as { message: string }).message).toMatch(/would fail/)
    const crossChain = await api(
      devnet,
      '/v1/convert/build-transaction',
      postJson({ ...body, to: `eip155:31338:${NATIVE}` }),
    )
    expect(crossChain.status).toBe(400)
  })

  it('takes the account as a plain 0x address or CAIP-10, or not at all, as the real service does', async () => {
    const user = devnet.accounts[5]!.address
    const usdc = caip(devnet.contracts[31337].usdc)
    const amount = parseUnits('10', 6)
    const quotes = await Promise.all(
      [user, caip(user)].map((account) =>
        api(devnet, `/v1/convert/quotes?amount=${amount}&userAddress=${account}&from=${usdc}&to=${caip(NATIVE)}`),
      ),
    )
    expect(quotes.map((q) => q.status)).toEqual([200, 200])
    expect(quotes[0]?.body).toEqual(quotes[1]?.body)
    for (const account of [`&userAddress=${user}`, `&userAddress=${caip(user)}`, '']) {
      const approve = await api(devnet, `/v1/convert/build-approve?from=${usdc}&to=${caip(NATIVE)}${account}`)
      expect(approve.status).toBe(200)
      expect(v.parse(ApproveCalldataResponse, approve.body).tx.from).toBe(usdc)
    }
  })
})
