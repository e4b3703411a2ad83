// The buy form's quote following the amount, against the devnet's on-ramp API: asked once typing rests (the clock
// is the test's: the SDK's platform timers), never for an amount outside the limits, its failure kept as state.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { manualTimers } from '@portico-examples/test-support/platform/manualTimers'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet as devnetNetwork } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { buyAmountPresets } from './buyAmountPresets'
import { fetchOnrampOptions } from './fetchOnrampOptions'
import { paymentLimits } from './paymentLimits'
import { paymentMethods } from './paymentMethods'
import { BUY_QUOTE_DEBOUNCE_MS, refreshBuyQuote } from './refreshBuyQuote'
import { setBuyForm } from './setBuyForm'

const devnet = useDevnet()

function buyer() {
  const clock = manualTimers(memoryPlatform({ timeZone: 'Europe/Berlin' }))
  const p = testPortico({ ...servicesAt({ url: devnet().apiUrl }), projectId: devnet().projectId }, clock.platform)
  setCaipAddress(p, `${devnetNetwork.caipNetworkId}:${privateKeyToAccount(generatePrivateKey()).address}`, 'eip155')
  return { p, clock }
}

/** Types `amount` as a user would, one character at a time, the quote refreshed at each. */
function type(p: ReturnType<typeof buyer>['p'], amount: string) {
  for (let end = 1; end <= amount.length; end++) {
    setBuyForm(p, { paymentAmount: amount.slice(0, end) })
    refreshBuyQuote(p)
  }
}

describe('the buy quote as the amount is typed', () => {
  it('is asked once typing rests, for the amount typed last', async () => {
    const { p, clock } = buyer()
    await fetchOnrampOptions(p)
    type(p, '100')
    expect(p.$onramp.get().status.quote).toBe('pending')
    expect(clock.pending()).toBe(1)
    clock.advance(BUY_QUOTE_DEBOUNCE_MS)
    await vi.waitFor(() => expect(p.$onramp.get().status.quote).toBe('success'))
    expect(p.$onramp.get().quote?.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(Number(p.$onramp.get().quote?.purchaseAmount.amount)).toBeGreaterThan(0)
  })

  it('is not asked for an amount outside the limits; the pending one is cancelled', async () => {
    const { p, clock } = buyer()
    await fetchOnrampOptions(p)
    type(p, '50')
    expect(clock.pending()).toBe(1)
    type(p, '5')
    expect(clock.pending()).toBe(0)
    expect(p.$onramp.get().status.quote).toBe('idle')
    expect(p.$onramp.get().quote).toBeUndefined()
  })

  it('keeps a failure as state beside the form it was asked for; the next change clears it', async () => {
    const { p, clock } = buyer()
    // Options not loaded yet: the limits are learnt with the quote, and 5 USD is under the devnet's minimum.
    type(p, '5')
    clock.advance(BUY_QUOTE_DEBOUNCE_MS)
    await vi.waitFor(() => expect(p.$onramp.get().status.quote).toBe('error'))
    expect(p.$onramp.get().quoteError).toMatchObject({ code: 'INVALID_AMOUNT', params: { amount: '5' } })
    setBuyForm(p, { paymentAmount: '50' })
    expect(p.$onramp.get().quoteError).toBeUndefined()
  })
})

describe('what the buy form offers from the devnet options', () => {
  it('the ways to pay by kind, and the amounts at a tap within the limits', async () => {
    const { p } = buyer()
    const options = await fetchOnrampOptions(p)
    expect(paymentMethods(options, 'USD')).toEqual(['card', 'bank'])
    expect(paymentMethods(options, 'eur')).toEqual(['card', 'bank'])
    expect(paymentMethods(options, 'GBP')).toEqual([])
    expect(buyAmountPresets(paymentLimits(options, 'USD'))).toEqual([50, 100, 250])
    expect(buyAmountPresets({ min: 75, max: 200 })).toEqual([100])
  })

  it('a method of an unknown kind is left out; Apple Pay and Google Pay are named', () => {
    const options = {
      purchaseCurrencies: [],
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'APPLE_PAY', min: '1', max: '2' },
            { id: 'GOOGLE_PAY', min: '1', max: '2' },
            { id: 'CRYPTO_ACCOUNT', min: '1', max: '2' },
            { id: 'card', min: '1', max: '2' },
          ],
        },
      ],
    }
    expect(paymentMethods(options, 'USD')).toEqual(['apple-pay', 'google-pay', 'card'])
  })
})
