// Swap on the devnet chain, for real: the devnet's convert API quotes from the local pool's reserves and builds
// real calldata; a private-key wallet (connected through the real connect action) sends it to anvil.
import { parseEther, parseUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { SWAP_PROVIDER_FEE_RATE, SWAP_QUOTE_DEBOUNCE_MS, SWAP_SLIPPAGE } from '../constants'
import { sepolia } from '../networks/eip155'
import { ethereum } from '../networks/eip155'
import { manualTimers } from '@portico-examples/test-support/platform/manualTimers'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { chainReader, devnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { PorticoError } from '../errors'
import { buildSwapTransaction } from './buildSwapTransactions'
import { fetchSwapGasPrice } from './fetchSwapGasPrice'
import { fetchSwapTokens } from './fetchSwapTokens'
import { isSwapNetwork } from '../api/instance/isSwapNetwork'
import { setSwapAmount } from './setSwapAmount'
import { setSwapToToken } from './setSwapToToken'
import { switchSwapTokens } from './switchSwapTokens'
import { swapTokens } from './swapTokens'

const devnet = useDevnet()

/** A connected Portico whose timers the test moves, with the swap opened. */
async function openSwap(index: number) {
  const clock = manualTimers()
  const w = await devnetWallet(devnet(), index, {}, clock.platform)
  await fetchSwapTokens(w.p)
  const token = (symbol: string) => w.p.$swap.get().tokens.find((t) => t.symbol === symbol)
  /** Types an amount, lets the debounce pass and waits for the quote. */
  const quote = async (amount: string) => {
    setSwapAmount(w.p, { amount })
    clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
    return waitForStore(w.p.$swap, (s) => s.status.quote !== 'pending' && s.toTokenAmount !== '')
  }
  return { ...w, clock, token, quote }
}

describe('swap on the devnet pool', () => {
  it('opens with the chain’s tokens, their prices, the tokens held and the gas price; ETH is the source', async () => {
    const { p } = await openSwap(0)
    const swap = p.$swap.get()
    expect(swap.tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(swap.myTokensWithBalance.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(swap).toMatchObject({
      networkPrice: 3000,
      sourceTokenPriceInUSD: 3000,
      networkTokenSymbol: 'ETH',
      status: { initialize: 'success' },
    })
    expect(swap.sourceToken?.symbol).toBe('ETH')
    expect(swap.gasPrice).toBe(await chainReader(devnet()).client.getGasPrice())
  })

  it('swaps ETH → DAI: DAI grows by the quoted amount (within slippage), ETH falls by the amount and the gas', async () => {
    const s = await openSwap(1)
    const chain = chainReader(devnet())
    const dai = devnet().contracts[31337].dai
    setSwapToToken(s.p, { token: s.token('DAI') })
    const quoted = await s.quote('0.5')
    expect(quoted.approvalTransaction).toBeUndefined()
    expect(quoted.providerFee).toBeCloseTo(0.5 * SWAP_PROVIDER_FEE_RATE, 10)
    expect(quoted.maxSlippage).toBeCloseTo((Number(quoted.toTokenAmount) * SWAP_SLIPPAGE) / 100, 10)
    expect(quoted.priceImpact).toBeGreaterThan(0)
    expect(quoted.priceImpact).toBeLessThan(5)
    expect(Number(quoted.gasPriceInUSD)).toBeCloseTo(Number(quoted.gasFee) * 3000, 8)
    const toAmount = BigInt(quoted.quote!.toAmount)
    const [daiBefore, ethBefore] = [await chain.token(dai, s.address), await chain.eth(s.address)]

    const hash = (await swapTokens(s.p)) as Hex
    const received = (await chain.token(dai, s.address)) - daiBefore
    expect(received).toBeGreaterThanOrEqual((toAmount * BigInt(100 - SWAP_SLIPPAGE)) / 100n)
    expect(received).toBe(toAmount)
    expect(ethBefore - (await chain.eth(s.address))).toBe(parseEther('0.5') + (await chain.fee(hash)))
    expect(s.p.$swap.get()).toMatchObject({ hash, sourceTokenAmount: '', status: { transaction: 'success' } })
  })

  it('swaps USDC → ETH through an approval first: USDC falls by the amount, ETH grows by the quote less the gas', async () => {
    const s = await openSwap(2)
    const chain = chainReader(devnet())
    const usdc = devnet().contracts[31337].usdc
    setSwapToToken(s.p, { token: s.token('USDC') })
    switchSwapTokens(s.p)
    expect(s.p.$swap.get().sourceToken?.symbol).toBe('USDC')
    const quoted = await s.quote('300')
    expect(quoted.allowance).toBe(0n)
    expect(quoted.approvalTransaction?.to.toLowerCase()).toBe(usdc.toLowerCase())
    const toAmount = BigInt(quoted.quote!.toAmount)
    const [usdcBefore, ethBefore] = [await chain.token(usdc, s.address), await chain.eth(s.address)]
    const blockBefore = await chain.client.getBlockNumber({ cacheTime: 0 })

    const hash = (await swapTokens(s.p)) as Hex
    expect(usdcBefore - (await chain.token(usdc, s.address))).toBe(parseUnits('300', 6))
    // Two transactions were paid for: the approval and the swap.
    expect(await chain.client.getBlockNumber({ cacheTime: 0 })).toBe(blockBefore + 2n)
    const approvalBlock = await chain.client.getBlock({ blockNumber: blockBefore + 1n, includeTransactions: true })
    const approvalFee = await chain.fee(approvalBlock.transactions[0]!.hash)
    const gained = (await chain.eth(s.address)) - ethBefore + approvalFee + (await chain.fee(hash))
    expect(gained).toBeGreaterThanOrEqual((toAmount * BigInt(100 - SWAP_SLIPPAGE)) / 100n)
    expect(gained).toBe(toAmount)
    expect(s.p.$swap.get().status).toMatchObject({ approval: 'success', build: 'success', transaction: 'success' })
  })
})

describe('a wallet that goes while the swap reaches it', () => {
  it('locking then: No wallet connected (NOT_CONNECTED, not an untyped failure), nothing sent, the quote kept', async () => {
    const s = await openSwap(3)
    const chain = chainReader(devnet())
    setSwapToToken(s.p, { token: s.token('DAI') })
    await s.quote('0.1')
    const sent = await chain.client.getTransactionCount({ address: s.address })
    // The user locks the wallet as its prompt for the swap comes up: it drops the site, then refuses the request.
    const request = s.wallet.request.bind(s.wallet)
    s.wallet.request = async (args) => {
      if (args.method === 'eth_sendTransaction') await s.wallet.lock()
      return request(args)
    }

    const error = await swapTokens(s.p).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ code: 'NOT_CONNECTED', params: { namespace: 'eip155' } })
    expect(await chain.client.getTransactionCount({ address: s.address })).toBe(sent)
    expect(s.p.$swap.get()).toMatchObject({ sourceTokenAmount: '0.1', status: { transaction: 'error' } })
  })
})

describe('swap networks', () => {
  it('counts the spec’s swap networks and the ones the blockchain API names as swap-capable', async () => {
    const p = testPortico({ ...servicesAt({ url: devnet().apiUrl }), projectId: devnet().projectId })
    expect(await isSwapNetwork(p, { caipNetworkId: ethereum.caipNetworkId })).toBe(true)
    expect(await isSwapNetwork(p, { caipNetworkId: 'eip155:31337' })).toBe(true)
    expect(await isSwapNetwork(p, { caipNetworkId: sepolia.caipNetworkId })).toBe(false)
  })

  it("'Network not supported for Swaps' and 'Network not supported for Gas Price' elsewhere", async () => {
    const p = testPortico({
      ...servicesAt({ url: devnet().apiUrl }),
      projectId: devnet().projectId,
      networks: [sepolia],
    })
    await expect(fetchSwapTokens(p)).rejects.toThrow('Network not supported for Swaps')
    await expect(fetchSwapGasPrice(p)).rejects.toThrow('Network not supported for Gas Price')
    const leg = {
      from: 'eip155:11155111:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: 'eip155:11155111:0x1',
      amount: 1n,
      userAddress: 'eip155:11155111:0x1',
    }
    await expect(buildSwapTransaction(p, leg)).rejects.toThrow('Network not supported for Swaps')
    await expect(swapTokens(p)).rejects.toThrow('Network not supported for Swaps')
  })
})
