// registerName's preconditions (spec §8). The registration itself, signed by the embedded wallet or an injected
// one against the devnet's name service, is in embedded/embedded.devnet.test.ts.
import { describe, expect, it } from 'vitest'
import { solanaMainnet } from '../networks/solana'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { registerName } from './registerName'

describe('registerName', () => {
  it("fails with 'Network not found' off eip155 (names are eip155 only)", async () => {
    const p = testPortico({ networks: [solanaMainnet] })
    await expect(registerName(p, { name: 'alice' })).rejects.toThrow('Network not found')
  })

  it("fails with 'Address or auth connector not found' without a connected account that signs", async () => {
    const p = testPortico()
    await expect(registerName(p, { name: 'alice' })).rejects.toThrow('Address or auth connector not found')
    expect(p.$router.get().view).toBe('Connect')
  })
})
