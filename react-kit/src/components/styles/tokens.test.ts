import { bottomSheet, contractNames, reducedMotion } from '@portico/themes'
import { describe, expect, it } from 'vitest'
import { bottomSheetQuery, reducedMotionQuery, tokens } from './tokens'

describe('component tokens', () => {
  it('read only variables that the themes contract defines', () => {
    const defined = new Set(contractNames())
    const used = Object.values(tokens).map((value) => /var\((--portico-[a-z0-9-]+),/.exec(value)?.[1])
    expect(used.filter((name) => !name || !defined.has(name))).toEqual([])
  })

  it('use the themes’ media queries for the bottom sheet and reduced motion', () => {
    expect(bottomSheetQuery).toBe(bottomSheet)
    expect(reducedMotionQuery).toBe(reducedMotion)
  })
})
