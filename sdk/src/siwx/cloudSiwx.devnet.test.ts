import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createBlockchainClient } from '../api/blockchain'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { cloudSiwx } from './cloudSiwx'

// The sessions API of the devnet's blockchain service (real HTTP server, real anvil verifying the revocations).
const devnet = useDevnet()
const CHAIN = 'eip155:31337'
const client = () => createBlockchainClient({ baseUrl: devnet().apiUrl, projectId: devnet().projectId })
const owner = () => privateKeyToAccount(devnet().accounts[0]!.privateKey)

describe('cloudSiwx on the sessions API', () => {
  it('lists the account’s live sessions from the service as sign-in sessions', async () => {
    const siwx = cloudSiwx({ blockchainClient: client() })
    const [session, ...others] = await siwx.getSessions(CHAIN, owner().address)
    expect(others).toEqual([])
    expect(session?.data).toMatchObject({ accountAddress: owner().address, chainId: CHAIN, statement: 'Portico demo' })
    expect(session?.message).toContain(`wants you to sign in with your Ethereum account:\n${owner().address}`)
    expect(await siwx.getSessions('eip155:31338', owner().address)).toEqual([])
  })

  it('cannot create sessions (the API has no such call) and says so', async () => {
    const siwx = cloudSiwx({ blockchainClient: client() })
    const [session] = await siwx.getSessions(CHAIN, owner().address)
    await expect(siwx.addSession(session!)).rejects.toThrow('The sessions API cannot create sessions')
    await expect(siwx.setSessions([])).rejects.toThrow('The sessions API cannot create sessions')
  })

  it('needs a signer to revoke, then revokes with the account’s signature over each pci', async () => {
    const unsigned = cloudSiwx({ blockchainClient: client() })
    await expect(unsigned.revokeSession(CHAIN, owner().address)).rejects.toThrow(
      'The sessions API cannot revoke sessions without signRevocation',
    )

    const siwx = cloudSiwx({
      blockchainClient: client(),
      signRevocation: ({ message }) => owner().signMessage({ message }),
    })
    await siwx.revokeSession(CHAIN, owner().address)
    expect(await siwx.getSessions(CHAIN, owner().address)).toEqual([])
  })

  it('is refused by the service when the revocation is signed by another key', async () => {
    const stranger = privateKeyToAccount(devnet().accounts[1]!.privateKey)
    const dev = await fetch(`${devnet().apiUrl}/dev/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: owner().address, chainId: 31337 }),
    })
    expect(dev.ok).toBe(true)
    const siwx = cloudSiwx({
      blockchainClient: client(),
      signRevocation: ({ message }) => stranger.signMessage({ message }),
    })
    await expect(siwx.revokeSession(CHAIN, owner().address)).rejects.toThrow('HTTP status code 401')
    expect(await siwx.getSessions(CHAIN, owner().address)).toHaveLength(1)
  })
})
