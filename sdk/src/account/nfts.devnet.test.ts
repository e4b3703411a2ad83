// fetchNfts on the devnet: the ERC-721 collection minted at start (account 0: #1 #2 #3, then #3 sent to account 1;
// account 1: #4 #5), read from the real blockchain API's history over a real chain.
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet as devnetNetwork } from '../networks/devnet'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { fetchNfts } from './fetchNfts'

const devnet = useDevnet()

function connectedAs(index: number) {
  const entry = devnet().accounts[index]
  if (!entry) throw new Error(`no devnet account ${index}`)
  const p = testPortico({ ...servicesAt({ url: devnet().apiUrl }), projectId: devnet().projectId })
  setCaipAddress(p, `${devnetNetwork.caipNetworkId}:${privateKeyToAccount(entry.privateKey).address}`, 'eip155')
  return p
}

describe('fetchNfts on the devnet', () => {
  it('lists the NFTs the account still holds, with their preview images', async () => {
    const p = connectedAs(0)
    await fetchNfts(p)
    expect(p.$nfts.get().status).toBe('success')
    expect(
      p.$nfts
        .get()
        .nfts.map((n) => n.name)
        .sort(),
    ).toEqual(['Devnet Punks #1', 'Devnet Punks #2'])
    for (const nft of p.$nfts.get().nfts) expect(nft.imageUrl).toMatch(/^http:\/\/.+\.svg$/)
  })

  it('counts an NFT received from another account', async () => {
    const p = connectedAs(1)
    await fetchNfts(p)
    expect(
      p.$nfts
        .get()
        .nfts.map((n) => n.name)
        .sort(),
    ).toEqual(['Devnet Punks #3', 'Devnet Punks #4', 'Devnet Punks #5'])
  })

  it('an account without NFTs has an empty list', async () => {
    const p = connectedAs(5)
    await fetchNfts(p)
    expect(p.$nfts.get()).toEqual({ nfts: [], status: 'success' })
  })
})
