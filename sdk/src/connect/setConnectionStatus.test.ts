import { describe, expect, it } from 'vitest'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { setConnectionStatus } from './setConnectionStatus'

describe('setConnectionStatus', () => {
  it('keeps a status per namespace, disconnected by default', () => {
    const p = testPortico()
    expect(p.$connection.get().status.eip155 ?? 'disconnected').toBe('disconnected')
    setConnectionStatus(p, 'eip155', 'connected')
    expect(p.$connection.get().status).toEqual({ eip155: 'connected' })
    setConnectionStatus(p, 'solana', 'connected')
    setConnectionStatus(p, 'eip155', 'disconnected')
    expect(p.$connection.get().status).toEqual({ eip155: 'disconnected', solana: 'connected' })
  })

  it('persists the connected namespaces and the overall status', () => {
    const p = testPortico()
    setConnectionStatus(p, 'solana', 'connected')
    expect(p.storage.read(SESSION_KEYS.connectedNamespaces)).toEqual(['solana'])
    expect(p.storage.read(SESSION_KEYS.connectionStatus)).toBe('connected')
    setConnectionStatus(p, 'solana', 'disconnected')
    expect(p.storage.read(SESSION_KEYS.connectedNamespaces)).toEqual([])
    expect(p.storage.read(SESSION_KEYS.connectionStatus)).toBe('disconnected')
  })
})
