import { describe, expect, it } from 'vitest'
import { setCaipAddress } from '../chains/setCaipAddress'
import { ethereum, sepolia } from '../networks/eip155'
import { solanaMainnet } from '../networks/solana'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { copyAddress } from './copyAddress'
import { receiveDetails } from './receiveDetails'
import { receiveDetailsStore } from './receiveDetailsStore'
import { receiveQrPayload } from './receiveQrPayload'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

describe('receive', () => {
  it('shows the connected address, a QR code holding the plain address, and the networks of its namespace', () => {
    const p = testPortico()
    setCaipAddress(p, `${ethereum.caipNetworkId}:${EVM}`, 'eip155')
    const details = receiveDetails(p)
    expect(details).toMatchObject({ address: EVM, caipAddress: `eip155:1:${EVM}`, qrPayload: EVM })
    expect(details?.networks.map((n) => n.caipNetworkId)).toEqual([ethereum.caipNetworkId, sepolia.caipNetworkId])
    expect(details?.networks.map((n) => n.chainNamespace)).not.toContain('solana')
  })

  it('works the same on solana', () => {
    const p = testPortico({ networks: [solanaMainnet] })
    setCaipAddress(p, `${solanaMainnet.caipNetworkId}:${SOL}`, 'solana')
    expect(receiveDetails(p)).toMatchObject({ address: SOL, qrPayload: SOL, networks: [solanaMainnet] })
    expect(receiveQrPayload(` ${SOL} `)).toBe(SOL)
  })

  it('has nothing to show, and nothing to copy, without an account', async () => {
    const p = testPortico()
    expect(receiveDetails(p)).toBeUndefined()
    await expect(copyAddress(p)).rejects.toThrow('No wallet connected for eip155')
    expect(p.platform.clipboard.text).toBeUndefined()
  })

  it('copies the address through the platform clipboard', async () => {
    const p = testPortico()
    setCaipAddress(p, `${ethereum.caipNetworkId}:${EVM}`, 'eip155')
    expect(await copyAddress(p)).toBe(EVM)
    expect(p.platform.clipboard.text).toBe(EVM)
  })

  it('as a store (receiveDetailsStore), follows the account connecting and disconnecting', () => {
    const p = testPortico()
    const details = receiveDetailsStore(p)
    expect(receiveDetailsStore(p)).toBe(details)
    const seen: (string | undefined)[] = []
    const stop = details.subscribe((value) => seen.push(value?.address))
    setCaipAddress(p, `${ethereum.caipNetworkId}:${EVM}`, 'eip155')
    setCaipAddress(p, undefined, 'eip155')
    stop()
    expect(seen).toEqual([undefined, EVM, undefined])
  })
})
