import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { artifactsPath, hashSources, readSources } from '../src/contracts/sources.js'

interface Artifacts {
  sourcesHash: string
  compiler: string
  contracts: Record<string, { abi: unknown[]; bytecode: string }>
}

const artifacts = JSON.parse(readFileSync(artifactsPath, 'utf8')) as Artifacts

describe('contract artifacts', () => {
  it('were compiled from the current Solidity sources (run scripts/compile.mjs after a change)', () => {
    expect(artifacts.sourcesHash).toBe(hashSources(readSources()))
  })

  it('hold an ABI and bytecode for each devnet contract', () => {
    expect(Object.keys(artifacts.contracts).sort()).toEqual(['DevnetCollectible', 'DevnetPool', 'DevnetToken'])
    for (const contract of Object.values(artifacts.contracts)) {
      expect(contract.bytecode).toMatch(/^0x[0-9a-f]{100,}$/)
      expect(contract.abi.length).toBeGreaterThan(0)
    }
  })
})
