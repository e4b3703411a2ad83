import { describe, expect, it } from 'vitest'
import { addConnector } from '../connectors/addConnector'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { connectRows } from './connectRows'
import type { Wallet } from './types'
import { connectRowsStore } from './connectRowsStore'

describe('connectRowsStore', () => {
  it('holds connectRows and follows the connectors and the catalogue, one store per instance', () => {
    const p = testPortico()
    const rows = connectRowsStore(p)
    expect(connectRowsStore(p)).toBe(rows)
    const seen: string[][] = []
    const stop = rows.subscribe((value) => seen.push(value.wallets.map((row) => row.id)))
    expect(rows.get()).toEqual(connectRows(p))
    addConnector(p, {
      id: 'page-aurora',
      name: 'Aurora',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.aurora' },
    })
    const borealis = { id: 'borealis', name: 'Borealis', installed: true } as Wallet
    p.$wallets.set({ ...p.$wallets.get(), featured: [borealis] })
    stop()
    expect(seen).toEqual([[], ['page-aurora'], ['page-aurora', 'borealis']])
  })
})
