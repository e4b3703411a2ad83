// Send on Solana through the solana adapter: litesvm behind the devnet's Solana JSON-RPC endpoint, a Wallet
// Standard wallet backed by a kit key pair, connected through the real connect action. The blockchain API is a
// local server that serves no balances for this chain (it is only asked after the send).
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '@portico-examples/devnet/solana'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import type { TokenBalance } from '../chains/types'
import { connect } from '../connect/connect'
import { stopConnectors } from '../connectors/watchConnectors'
import { solanaMainnet } from '../networks/solana'
import { memoryPlatform } from '../platform/memoryPlatform'
import { solana } from '../solana/solana'
import { walletStandard } from '../solana/walletStandard/walletStandard'
import { kitWallet } from '@portico-examples/test-support/wallets/solanaWallet'
import {
  createMintWithTokens,
  fundedSigner,
  solBalance,
  tokenBalance,
} from '@portico-examples/test-support/chains/litesvm'
import { sendTokens } from './sendTokens'
import { setReceiver } from './setReceiver'
import { setSendAmount } from './setSendAmount'
import { setSendToken } from './setSendToken'

const SOL = 1_000_000_000n
const FEE = 5_000n
const CHAIN = solanaMainnet.caipNetworkId

let devnet: SolanaDevnet
let server: FakeServer
beforeAll(async () => {
  ;[devnet, server] = await Promise.all([startSolanaDevnet({ port: 0 }), startFakeServer()])
  server.routes({ 'GET /v1/supported-chains': (_, r) => json(r, 200, { http: [], ws: [] }) })
})
afterAll(() => Promise.all([devnet.stop(), server.close()]))

async function connected(signer: KeyPairSigner) {
  const platform = memoryPlatform()
  const p = testPortico(
    {
      networks: [solanaMainnet],
      adapters: [solana()],
      connectors: [walletStandard()],
      customRpcUrls: { [CHAIN]: [{ url: devnet.url }] },
      apiUrls: { blockchain: server.url, catalogue: server.url, analytics: server.url },
      features: { analytics: false },
    },
    platform,
  )
  const wallet = kitWallet({ signer })
  wallet.register(platform.events)
  await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
  return { p, wallet }
}

const balance = (symbol: string, decimals: number, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  ...(address ? { address } : {}),
  price: 1,
  iconUrl: '',
  quantity: { decimals: String(decimals), numeric },
})

describe('sendTokens on solana (litesvm)', () => {
  it('sends SOL by a transaction the wallet signs: the receiver gets the amount, the sender pays it and the fee', async () => {
    const signer = await fundedSigner(devnet.svm, 2n * SOL)
    const recipient = await generateKeyPairSigner()
    const { p, wallet } = await connected(signer)
    const sol = balance('SOL', 9, '2')
    p.$balances.set({ balances: [sol], status: 'success' })
    setSendToken(p, { token: sol })
    setSendAmount(p, { amount: '0.25' })
    await setReceiver(p, { input: recipient.address })

    const signature = await sendTokens(p)
    expect(wallet.calls).toContain('solana:signTransaction')
    expect(solBalance(devnet.svm, recipient.address)).toBe(SOL / 4n)
    expect(solBalance(devnet.svm, signer.address)).toBe(2n * SOL - SOL / 4n - FEE)
    expect(p.$send.get()).toEqual({ status: 'success', hash: signature })
    stopConnectors(p)
  })

  it('sends an SPL token to the owner’s token account (created on the way)', async () => {
    const signer = await fundedSigner(devnet.svm, 2n * SOL)
    const recipient = await generateKeyPairSigner()
    const mint = await createMintWithTokens(devnet.svm, signer, {
      decimals: 6,
      holder: signer.address,
      amount: 100_000_000n,
    })
    const { p } = await connected(signer)
    const token = balance('TKN', 6, '100', `${CHAIN}:${mint}`)
    p.$balances.set({ balances: [balance('SOL', 9, '1.99'), token], status: 'success' })
    setSendToken(p, { token })
    setSendAmount(p, { amount: '12.5' })
    await setReceiver(p, { input: recipient.address })

    await sendTokens(p)
    expect(await tokenBalance(devnet.svm, recipient.address, mint)).toBe(12_500_000n)
    expect(await tokenBalance(devnet.svm, signer.address, mint)).toBe(87_500_000n)
    stopConnectors(p)
  })

  it('refuses more SOL than the balance leaves after the fee', async () => {
    const signer = await fundedSigner(devnet.svm, SOL)
    const { p, wallet } = await connected(signer)
    const sol = balance('SOL', 9, '1')
    setSendToken(p, { token: sol })
    setSendAmount(p, { amount: '1' })
    await setReceiver(p, { input: (await generateKeyPairSigner()).address })
    await expect(sendTokens(p)).rejects.toThrow('Invalid amount 1: the balance does not cover the network fee')
    expect(wallet.calls).not.toContain('solana:signTransaction')
    stopConnectors(p)
  })
})
