import { describe, expect, it } from 'vitest'
import { ONRAMP_PROVIDERS, RESTRICTED_TIMEZONES } from '../constants'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { bitcoin } from '../networks/bip122'
import { ethereum } from '../networks/eip155'
import { solanaMainnet } from '../networks/solana'
import { memoryPlatform } from '../platform/memoryPlatform'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { isRestrictedTimeZone } from './isRestrictedTimeZone'
import { onrampIssueStore } from './onrampIssueStore'
import { onrampProviders } from './onrampProviders'
import { onrampProvidersStore } from './onrampProvidersStore'
import { paymentLimits } from './paymentLimits'
import { onrampSampleOptions } from '../api/onramp/fallbacks'

const names = (p: Parameters<typeof onrampProviders>[0]) => onrampProviders(p).map((provider) => provider.name)

describe('on-ramp providers', () => {
  it('are the two of spec §9, each with a 1-2% fee range', () => {
    expect(ONRAMP_PROVIDERS.map((provider) => [provider.name, provider.feeRange, provider.namespaces])).toEqual([
      ['coinbase', '1-2%', ['eip155']],
      ['meld', '1-2%', ['eip155', 'solana']],
    ])
  })

  it('offers both on eip155, only the one serving solana on solana, none on bip122', () => {
    expect(names(testPortico({ networks: [ethereum] }))).toEqual(['coinbase', 'meld'])
    expect(names(testPortico({ networks: [solanaMainnet] }))).toEqual(['meld'])
    expect(names(testPortico({ networks: [bitcoin] }))).toEqual([])
  })

  it('offers none in a restricted time zone, or when the on-ramp feature is off', () => {
    for (const timeZone of RESTRICTED_TIMEZONES) {
      expect(isRestrictedTimeZone(timeZone)).toBe(true)
      expect(names(testPortico({ networks: [ethereum] }, memoryPlatform({ timeZone })))).toEqual([])
    }
    expect(isRestrictedTimeZone('Asia/Tokyo')).toBe(false)
    expect(names(testPortico({ networks: [ethereum] }, memoryPlatform({ timeZone: 'Asia/Tokyo' })))).toEqual([
      'coinbase',
      'meld',
    ])
    expect(names(testPortico({ networks: [ethereum], features: { onramp: false } }))).toEqual([])
  })
})

describe('on-ramp stores', () => {
  it('follow the active network, one store each per instance', () => {
    const p = testPortico({ networks: [ethereum, solanaMainnet, bitcoin] })
    expect(onrampIssueStore(p)).toBe(onrampIssueStore(p))
    expect(onrampProvidersStore(p)).toBe(onrampProvidersStore(p))
    let shown: [string | undefined, string[]] = [undefined, []]
    const show = () => {
      shown = [
        onrampIssueStore(p).get(),
        onrampProvidersStore(p)
          .get()
          .map((provider) => provider.name),
      ]
    }
    const stops = [onrampIssueStore(p).subscribe(show), onrampProvidersStore(p).subscribe(show)]
    expect(shown).toEqual([undefined, ['coinbase', 'meld']])
    setActiveNetwork(p, solanaMainnet)
    expect(shown).toEqual([undefined, ['meld']])
    setActiveNetwork(p, bitcoin)
    expect(shown).toEqual(['unsupported-network', []])
    for (const stop of stops) stop()
  })
})

describe('payment limits', () => {
  it('reads a payment method’s limits for a fiat currency (card by default)', () => {
    const options = onrampSampleOptions()
    expect(paymentLimits(options, 'usd')).toEqual({ min: 10, max: 7500 })
    expect(paymentLimits(options, 'EUR', 'ACH_BANK_ACCOUNT')).toEqual({ min: 10, max: 25000 })
    expect(paymentLimits(options, 'GBP')).toBeUndefined()
  })
})
