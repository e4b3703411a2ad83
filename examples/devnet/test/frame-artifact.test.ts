// The committed smart-account artifact is what the Solidity source compiles to.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARTIFACT_PATH, compileSmartAccount } from '../src/frame/compile-smart-account.mjs'

describe('smart-account artifact', () => {
  it('matches contracts/SmartAccount.sol (run compile-smart-account.mjs after editing it)', () => {
    const committed = JSON.parse(readFileSync(ARTIFACT_PATH, 'utf8'))
    expect(committed).toEqual(compileSmartAccount())
  })
})
