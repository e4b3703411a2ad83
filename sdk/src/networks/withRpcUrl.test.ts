import { describe, expect, it } from 'vitest'
import { ethereum, zksync } from './eip155'
import { withRpcUrl } from './withRpcUrl'

describe('withRpcUrl', () => {
  it('replaces the HTTP RPC and keeps everything else', () => {
    const local = withRpcUrl(ethereum, 'http://127.0.0.1:8545')
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(local).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: ethereum.nativeCurrency,
    })
  })

  it('keeps the WebSocket URLs', () => {
    expect(withRpcUrl(zksync, 'https://rpc.example.test').rpcUrls.default.webSocket).toEqual(
      zksync.rpcUrls.default.webSocket,
    )
  })

  it('leaves the built-in network unchanged', () => {
    withRpcUrl(ethereum, 'http://127.0.0.1:8545')
    expect(ethereum.rpcUrls.default.http).toEqual(['https://ethereum.reth.rs/rpc'])
  })

  it('refuses a URL that is not https (http only on loopback)', () => {
    expect(() => withRpcUrl(ethereum, 'not a url')).toThrow(/^Invalid option network\.rpcUrls\.default\.http\.0: /)
    expect(() => withRpcUrl(ethereum, 'file:///etc/passwd')).toThrow(/must be an https URL \(http only on loopback\)/)
    expect(() => withRpcUrl(ethereum, 'http://rpc.example')).toThrow(/must be an https URL \(http only on loopback\)/)
  })
})
