import { describe, expect, it } from 'vitest'
import { STORAGE_PREFIX } from '../constants'
import { reloaded, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { setPreferredAccountType } from './setPreferredAccountType'

describe('setPreferredAccountType', () => {
  it('sets a namespace’s preferred account type and stores it per namespace; a new instance starts with it', () => {
    const p = testPortico()
    expect(p.$chains.get().eip155?.accountState.preferredAccountType).toBe('smartAccount')
    setPreferredAccountType(p, { accountType: 'eoa', namespace: 'eip155' })
    setPreferredAccountType(p, { accountType: 'eoa', namespace: 'solana' })
    expect(p.$account.get().preferredAccountType).toBe('eoa')
    expect(JSON.parse(p.platform.store.get(`${STORAGE_PREFIX}preferred_account_types`)!)).toEqual({
      eip155: 'eoa',
      solana: 'eoa',
    })
    expect(testPortico({}, reloaded(p.platform)).$chains.get().eip155?.accountState.preferredAccountType).toBe('eoa')
  })
})
