import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { resetAccount } from './resetAccount'
import { setAccountProp } from './setAccountProp'
import { setCaipAddress } from './setCaipAddress'
import { updateAccountState } from './updateAccountState'

describe('account setters', () => {
  it('setAccountProp sets one field of the given namespace', () => {
    const p = testPortico()
    setAccountProp(p, 'profileName', 'alice.portico', 'eip155')
    setAccountProp(p, 'balance', '1.5', 'solana')
    expect(p.$chains.get().eip155!.accountState.profileName).toBe('alice.portico')
    expect(p.$chains.get().solana!.accountState.balance).toBe('1.5')
  })

  it("without a chain throws 'Chain is required to set account prop'", () => {
    const p = testPortico()
    expect(() => setAccountProp(p, 'balance', '1', undefined)).toThrow('Chain is required to set account prop')
  })

  it("updateAccountState without a chain throws 'Chain is required to update chain account data'", () => {
    const p = testPortico()
    expect(() => updateAccountState(p, { balance: '1' }, undefined)).toThrow(
      'Chain is required to update chain account data',
    )
  })

  it("a namespace the app has no networks for throws 'Chain adapter not found'", () => {
    const p = testPortico()
    let thrown: unknown
    try {
      setAccountProp(p, 'balance', '1', 'polkadot')
    } catch (error) {
      thrown = error
    }
    expect(isPorticoError(thrown, 'CHAIN_ADAPTER_NOT_FOUND')).toBe(true)
    expect((thrown as Error).message).toBe('Chain adapter not found')
  })

  it('setCaipAddress sets the CAIP address and the plain address', () => {
    const p = testPortico()
    setCaipAddress(p, 'eip155:1:0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', 'eip155')
    expect(p.$account.get()).toMatchObject({
      caipAddress: 'eip155:1:0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
      address: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
    })
  })

  it('resetAccount clears the account but keeps the preferred account type', () => {
    const p = testPortico()
    setCaipAddress(p, 'eip155:1:0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', 'eip155')
    setAccountProp(p, 'status', 'connected', 'eip155')
    resetAccount(p, 'eip155')
    expect(p.$account.get()).toMatchObject({ status: 'disconnected', preferredAccountType: 'smartAccount' })
    expect(p.$account.get().address).toBeUndefined()
  })
})
