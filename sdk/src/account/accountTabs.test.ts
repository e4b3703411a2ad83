import { describe, expect, it } from 'vitest'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { bitcoin } from '../networks/bip122'
import { ethereum } from '../networks/eip155'
import { solanaMainnet } from '../networks/solana'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { accountTabs } from './accountTabs'

describe('accountTabs', () => {
  it('lists tokens, NFTs and activity on eip155; tokens only on solana; none on bip122', () => {
    expect(accountTabs(testPortico({ networks: [ethereum] })).get()).toEqual(['tokens', 'nfts', 'activity'])
    expect(accountTabs(testPortico({ networks: [solanaMainnet] })).get()).toEqual(['tokens'])
    expect(accountTabs(testPortico({ networks: [bitcoin] })).get()).toEqual([])
  })

  it('leaves activity out when the app turns history off', () => {
    const p = testPortico({ networks: [ethereum], features: { history: false } })
    expect(accountTabs(p).get()).toEqual(['tokens', 'nfts'])
  })

  it('follows the active network, and is one store per instance', () => {
    const p = testPortico()
    const tabs = accountTabs(p)
    expect(accountTabs(p)).toBe(tabs)
    let shown: readonly string[] = []
    const stop = tabs.subscribe((value) => {
      shown = value
    })
    expect(shown).toEqual(['tokens', 'nfts', 'activity'])
    setActiveNetwork(p, solanaMainnet)
    expect(shown).toEqual(['tokens'])
    stop()
  })
})
