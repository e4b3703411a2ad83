import { describe, expect, it } from 'vitest'
import { bitcoin } from '../networks/bip122'
import { cosmosHub } from '../networks/cosmos'
import { devnet, devnetTwo } from '../networks/devnet'
import { solanaMainnet } from '../networks/solana'
import { buildNamespaces, NAMESPACE_METHODS } from './namespaces'

describe('buildNamespaces', () => {
  it('proposes only the namespaces the app has networks for, each with its chains and RPC map', () => {
    const namespaces = buildNamespaces([devnet, devnetTwo, bitcoin])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'bip122'])
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:31337', 'eip155:31338'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '31337': 'http://127.0.0.1:8545', '31338': 'http://127.0.0.1:8546' },
    })
    expect(namespaces.bip122?.chains).toEqual(['bip122:000000000019d6689c085ae165831e93'])
  })

  it('asks each namespace for its own methods', () => {
    const namespaces = buildNamespaces([devnet, solanaMainnet, bitcoin, cosmosHub])
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ]),
    )
    expect(namespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ])
    expect(namespaces.bip122?.methods).toEqual(['signMessage', 'sendTransfer', 'getAccountAddresses'])
    expect(namespaces.cosmos?.methods).toEqual(['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'])
    expect(NAMESPACE_METHODS.polkadot).toEqual(['polkadot_signMessage', 'polkadot_signTransaction'])
  })

  it('always passes an RPC map, the app’s custom RPC URL first', () => {
    const namespaces = buildNamespaces([devnet], { 'eip155:31337': [{ url: 'http://127.0.0.1:9999' }] })
    expect(namespaces.eip155?.rpcMap).toEqual({ '31337': 'http://127.0.0.1:9999' })
  })

  it('lists a network given twice once', () => {
    expect(buildNamespaces([devnet, devnet]).eip155?.chains).toEqual(['eip155:31337'])
  })
})
