import { describe, expect, it } from 'vitest'
import { devnet } from '../networks/devnet'
import { ethereum } from '../networks/eip155'
import { projectRpcUrl, rpcEndpoints } from './rpcEndpoints'

describe('RPC endpoints', () => {
  it('puts the project-scoped RPC URL first, then the network’s own', () => {
    expect(rpcEndpoints({ projectId: 'p 1', apiUrls: {} }, ethereum)).toEqual([
      'https://rpc.walletconnect.org/v1?chainId=eip155:1&projectId=p%201',
      'https://ethereum.reth.rs/rpc',
    ])
  })

  it('builds the project URL on the configured blockchain service', () => {
    expect(projectRpcUrl({ projectId: 'p', apiUrls: { blockchain: 'http://127.0.0.1:8787/' } }, devnet)).toBe(
      'http://127.0.0.1:8787/v1?chainId=eip155:31337&projectId=p',
    )
  })

  it('uses only the app’s custom RPC URLs for a network when it gave some', () => {
    const customRpcUrls = { 'eip155:1': [{ url: 'http://a.example' }, { url: 'http://b.example' }] }
    expect(rpcEndpoints({ projectId: 'p', apiUrls: {}, customRpcUrls }, ethereum)).toEqual([
      'http://a.example',
      'http://b.example',
    ])
  })
})
