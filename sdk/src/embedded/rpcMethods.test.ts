import { describe, expect, it } from 'vitest'
import { classifyMethod } from '@portico-examples/devnet/frame'
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS, rpcMethodKind } from './rpcMethods'

describe('rpcMethodKind (spec §6)', () => {
  it('lets the safe read-only methods of the spec through', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_sendRawTransaction'])
      expect(rpcMethodKind(method)).toBe('safe')
  })

  it('asks approval for every unsafe method of the spec', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ])
      expect(rpcMethodKind(method)).toBe('unsafe')
  })

  it('refuses any other method', () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_switchEthereumChain', ''])
      expect(rpcMethodKind(method)).toBe('not-allowed')
  })

  it("agrees with the devnet frame's own policy, method by method", () => {
    for (const method of [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS, 'eth_sign'])
      expect(rpcMethodKind(method)).toBe(classifyMethod(method))
  })
})
