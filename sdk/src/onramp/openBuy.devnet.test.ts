// The buy flow against the devnet: options and quotes from its on-ramp API, a checkout URL from its generator,
// opened through the platform; paying the local checkout page (the form POST the page makes) funds the address
// on the chain.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { fetchBalances } from '../account/fetchBalances'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet as devnetNetwork } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { openBuy } from './openBuy'
import { purchaseCurrenciesOn } from './purchaseCurrenciesOn'
import { fetchBuyQuote } from './fetchBuyQuote'
import { setBuyForm } from './setBuyForm'
import { watchPurchase } from './watchPurchase'
import { PURCHASE_POLL_MS } from '../constants'
import { fetchOnrampOptions } from './fetchOnrampOptions'

const devnet = useDevnet()

function buyer(timeZone = 'Europe/Berlin') {
  const address = privateKeyToAccount(generatePrivateKey()).address
  const p = testPortico(
    { ...servicesAt({ url: devnet().apiUrl }), projectId: devnet().projectId },
    memoryPlatform({ timeZone }),
  )
  setCaipAddress(p, `${devnetNetwork.caipNetworkId}:${address}`, 'eip155')
  return { p, address }
}

/** Submits the checkout page's form as a browser would: its hidden fields and the amount shown. */
async function pay(html: string) {
  const fields = new URLSearchParams()
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(match[1]!, match[2]!)
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? ''
  return fetch(new URL(action, devnet().apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  })
}

describe('buy crypto on the devnet', () => {
  it('opens the generated checkout for the account; paying it funds the address', async () => {
    const { p, address } = buyer()
    const url = await openBuy(p, { assets: ['ETH'], presetFiatAmount: 300 })
    expect(url.startsWith(`${devnet().apiUrl}/dev/checkout?`)).toBe(true)
    expect(new URL(url).searchParams.get('address')).toBe(address)
    expect(p.platform.openedLinks).toEqual([{ url, target: '_blank' }])

    const page = await fetch(url)
    expect(page.status).toBe(200)
    const paid = await pay(await page.text())
    expect(paid.status).toBe(200)

    const balances = await fetchBalances(p)
    expect(balances).toEqual([expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '0.1' } })])
  })

  it('watches the account while the checkout is open: waiting, then what arrived once paid', async () => {
    const { p } = buyer()
    setBuyForm(p, { purchaseCurrency: 'ETH' })
    const url = await openBuy(p, { assets: ['ETH'], presetFiatAmount: 300 })
    const stop = watchPurchase(p)
    // 'waiting' once the balance before paying is known.
    await vi.waitFor(() => expect(p.$onramp.get().purchase).toEqual({ status: 'waiting' }), { timeout: 5_000 })
    expect((await pay(await (await fetch(url)).text())).status).toBe(200)
    await vi.waitFor(
      () => expect(p.$onramp.get().purchase).toEqual({ status: 'arrived', amount: '0.1', currency: 'ETH' }),
      {
        timeout: PURCHASE_POLL_MS * 3,
      },
    )
    stop()
  })

  it('lists what can be bought on the network, and quotes within the card limits', async () => {
    const { p } = buyer()
    const options = await fetchOnrampOptions(p)
    expect(purchaseCurrenciesOn(options, devnetNetwork).map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    const quote = await fetchBuyQuote(p, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100' })
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(Number(quote.purchaseAmount.amount)).toBeGreaterThan(90)
    expect(p.$onramp.get().quote).toEqual(quote)
    await expect(fetchBuyQuote(p, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '5' })).rejects.toThrow(
      'Invalid amount 5: below the minimum of 10 USD',
    )
    await expect(
      fetchBuyQuote(p, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '7500.01' }),
    ).rejects.toThrow('Invalid amount 7500.01: above the maximum of 7500 USD')
  })

  it('offers nothing in a restricted time zone: no quote, no checkout opened', async () => {
    const { p } = buyer('Asia/Shanghai')
    await expect(openBuy(p, { assets: ['ETH'] })).rejects.toThrow('Action not allowed')
    await expect(fetchBuyQuote(p, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50' })).rejects.toThrow(
      'Action not allowed',
    )
    expect(p.platform.openedLinks).toEqual([])
  })
})
