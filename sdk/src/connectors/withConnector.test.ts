import { describe, expect, it } from 'vitest'
import type { Connector, Eip1193Provider } from './types'
import { withConnector } from './withConnector'

const provider = (): Eip1193Provider => ({ request: async () => null })
const announced = (rdns: string, p = provider()): Connector => ({
  id: rdns,
  name: rdns,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns },
  provider: p,
})

describe('withConnector', () => {
  it('keeps one connector per wallet (rdns) and namespace, the latest announcement replacing the earlier', () => {
    const first = announced('io.wallet')
    const again = announced('io.wallet')
    const list = withConnector(withConnector([first], announced('io.other')), again)
    expect(list.map((c) => c.id)).toEqual(['io.wallet', 'io.other'])
    expect(list[0]).toBe(again)
  })

  it('keeps the same wallet once per namespace', () => {
    const solana = { ...announced('io.wallet'), chain: 'solana' as const }
    expect(withConnector([announced('io.wallet')], solana)).toHaveLength(2)
  })

  it('drops the legacy injected connector when an announced wallet is the same provider, in either order', () => {
    const shared = provider()
    const legacy: Connector = {
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
      chain: 'eip155',
      provider: shared,
    }
    expect(withConnector([legacy], announced('io.wallet', shared)).map((c) => c.id)).toEqual(['io.wallet'])
    expect(withConnector([announced('io.wallet', shared)], legacy).map((c) => c.id)).toEqual(['io.wallet'])
    expect(withConnector([announced('io.wallet')], legacy).map((c) => c.id)).toEqual(['io.wallet', 'injected'])
  })
})
