import { contractNames } from '@portico/themes'
import { describe, expect, it } from 'vitest'
import { tokens } from './themeTokens'

describe('component tokens', () => {
  it('read only variables that the themes contract defines', () => {
    const defined = new Set(contractNames())
    const used = Object.values(tokens).map((value) => /var\((--portico-[a-z0-9-]+),/.exec(value)?.[1])
    expect(used.filter((name) => !name || !defined.has(name))).toEqual([])
  })
})
