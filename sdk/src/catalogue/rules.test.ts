// The pure rules the catalogue applies (spec §5; docs/wire.md, Wallet catalogue).
import { describe, expect, it } from 'vitest'
import { BROWSER_WALLET_NAME, isConnectorShown } from './isConnectorShown'
import { isExcluded } from './isExcluded'
import { isInstalled } from './isInstalled'
import { isReachableOnMobile } from './isReachableOnMobile'
import { orderByIds } from './orderByIds'
import { supportsNetworks } from './supportsNetworks'
import { uniqueById } from './uniqueById'

const browserWallet = { id: 'injected', name: BROWSER_WALLET_NAME, type: 'INJECTED' }

describe('isInstalled', () => {
  const wallet = { id: 'w1', rdns: 'io.example.wallet' }
  it('is true when an announced or injected connector carries the rdns (any case) or the catalogue id', () => {
    expect(isInstalled(wallet, [{ id: 'x', name: 'X', type: 'ANNOUNCED', info: { rdns: 'IO.Example.Wallet' } }])).toBe(
      true,
    )
    expect(isInstalled(wallet, [{ id: 'x', name: 'X', type: 'INJECTED', explorerId: 'w1' }])).toBe(true)
    expect(isInstalled(wallet, [{ id: 'w1', name: 'X', type: 'ANNOUNCED' }])).toBe(true)
  })
  it('is false for other wallets and for connectors that were not discovered in the page', () => {
    expect(isInstalled(wallet, [{ id: 'x', name: 'X', type: 'ANNOUNCED', info: { rdns: 'io.other' } }])).toBe(false)
    expect(
      isInstalled(wallet, [{ id: 'x', name: 'X', type: 'WALLET_CONNECT', info: { rdns: 'io.example.wallet' } }]),
    ).toBe(false)
    expect(isInstalled({ id: 'w2', rdns: null }, [{ id: 'x', name: 'X', type: 'ANNOUNCED', info: {} }])).toBe(false)
  })
  it('matches by name (any case) a connector whose protocol has no rdns, and only such a connector', () => {
    const keplr = { id: 'c1', name: 'Keplr', rdns: null }
    expect(isInstalled(keplr, [{ id: 'keplr', name: 'KEPLR', type: 'ANNOUNCED' }])).toBe(true)
    expect(isInstalled(keplr, [{ id: 'x', name: 'Keplr', type: 'ANNOUNCED', info: { rdns: 'io.fake' } }])).toBe(false)
    expect(isInstalled(keplr, [{ id: 'x', name: 'Leap', type: 'ANNOUNCED' }])).toBe(false)
  })
})

describe('isExcluded', () => {
  it('matches by rdns, or by name ignoring case', () => {
    const excluded = [{ name: 'Bad Wallet', rdns: 'io.bad' }]
    expect(isExcluded({ name: 'Renamed', rdns: 'io.bad' }, excluded)).toBe(true)
    expect(isExcluded({ name: 'bad WALLET' }, excluded)).toBe(true)
    expect(isExcluded({ name: 'Good Wallet', rdns: 'io.good' }, excluded)).toBe(false)
  })
})

describe('isConnectorShown', () => {
  const context = { isMobile: false, injectedInstalled: true, excluded: [] }
  it('hides the Browser Wallet connector on desktop', () => {
    expect(isConnectorShown(browserWallet, context)).toBe(false)
  })
  it('on mobile, hides it only when it has no rdns and nothing is injected', () => {
    const mobile = { ...context, isMobile: true }
    expect(isConnectorShown(browserWallet, mobile)).toBe(true)
    expect(isConnectorShown(browserWallet, { ...mobile, injectedInstalled: false })).toBe(false)
    expect(
      isConnectorShown({ ...browserWallet, info: { rdns: 'io.x' } }, { ...mobile, injectedInstalled: false }),
    ).toBe(true)
  })
  it('hides injected, announced and external connectors of excluded wallets, by rdns or name', () => {
    const excluded = [{ name: 'Bad Wallet', rdns: 'io.bad' }]
    const byRdns = { id: 'a', name: 'Whatever', type: 'ANNOUNCED', info: { rdns: 'io.bad' } }
    expect(isConnectorShown(byRdns, { ...context, excluded })).toBe(false)
    expect(isConnectorShown({ id: 'b', name: 'BAD WALLET', type: 'EXTERNAL' }, { ...context, excluded })).toBe(false)
    expect(isConnectorShown({ id: 'c', name: 'Bad Wallet', type: 'WALLET_CONNECT' }, { ...context, excluded })).toBe(
      true,
    )
    expect(isConnectorShown({ id: 'd', name: 'Fine', type: 'ANNOUNCED' }, { ...context, excluded })).toBe(true)
  })
})

describe('list helpers', () => {
  it('supportsNetworks: some chain of the wallet is requested (any wallet when none is requested)', () => {
    expect(supportsNetworks({ chains: ['eip155:1', 'eip155:10'] }, ['eip155:10'])).toBe(true)
    expect(supportsNetworks({ chains: ['eip155:1'] }, ['eip155:10'])).toBe(false)
    expect(supportsNetworks({ chains: null }, ['eip155:10'])).toBe(false)
    expect(supportsNetworks({ chains: null }, [])).toBe(true)
  })
  it('isReachableOnMobile: a mobile or a web-app link', () => {
    expect(isReachableOnMobile({ mobile_link: 'x://', webapp_link: undefined })).toBe(true)
    expect(isReachableOnMobile({ mobile_link: undefined, webapp_link: 'https://x' })).toBe(true)
    expect(isReachableOnMobile({ mobile_link: undefined, webapp_link: undefined })).toBe(false)
  })
  it('uniqueById keeps the first of each id, in order', () => {
    expect(
      uniqueById([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
        { id: 'a', n: 3 },
      ]),
    ).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ])
  })
  it('orderByIds follows the configured order and skips unknown ids', () => {
    expect(orderByIds([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['c', 'x', 'a']).map((w) => w.id)).toEqual(['c', 'a'])
  })
})
