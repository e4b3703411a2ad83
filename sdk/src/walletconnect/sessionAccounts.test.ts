import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors'
import { sessionAccounts } from './sessionAccounts'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

describe('sessionAccounts', () => {
  it('reads every namespace of the session', () => {
    const accounts = sessionAccounts({
      eip155: { accounts: [`eip155:31337:${EVM}`] },
      bip122: { accounts: [`bip122:000000000019d6689c085ae165831e93:${BTC}`] },
      cosmos: { accounts: ['cosmos:cosmoshub-4:cosmos1abc'] },
    })
    expect(accounts).toEqual({
      eip155: { addresses: [EVM], chainId: '31337' },
      bip122: { addresses: [BTC], chainId: '000000000019d6689c085ae165831e93' },
      cosmos: { addresses: ['cosmos1abc'], chainId: 'cosmoshub-4' },
    })
  })

  it('picks the first preferred chain the wallet has an account on, and the addresses on it', () => {
    const namespaces = { eip155: { accounts: [`eip155:1:${EVM}`, `eip155:31338:${EVM}`, 'eip155:31338:0x2'] } }
    expect(sessionAccounts(namespaces, () => ['31337', '31338']).eip155).toEqual({
      addresses: [EVM, '0x2'],
      chainId: '31338',
    })
    expect(sessionAccounts(namespaces).eip155).toEqual({ addresses: [EVM], chainId: '1' })
  })

  it('ignores namespaces Portico does not know', () => {
    expect(sessionAccounts({ sui: { accounts: ['sui:mainnet:0xabc'] } })).toEqual({})
  })

  it('refuses a malformed session with INVALID_RESPONSE', () => {
    for (const bad of [null, { eip155: {} }, { eip155: { accounts: ['not-caip'] } }]) {
      let error: unknown
      try {
        sessionAccounts(bad)
      } catch (caught) {
        error = caught
      }
      expect(isPorticoError(error, 'INVALID_RESPONSE')).toBe(true)
    }
  })
})
