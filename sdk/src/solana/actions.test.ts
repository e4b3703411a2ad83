// The solana actions on a connected Wallet Standard wallet (backed by a kit key pair), against the devnet's
// Solana JSON-RPC endpoint (litesvm behind real HTTP), reached through the app's custom RPC URL.
import {
  compileTransaction,
  createNoopSigner,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '@portico-examples/devnet/solana'
import { SOLANA_SIGNATURE_FEE_LAMPORTS } from '../constants'
import { connect } from '../connect/connect'
import { getConnectedProvider } from '../connect/getConnectedProvider'
import { stopConnectors } from '../connectors/watchConnectors'
import { solanaMainnet } from '../networks/solana'
import { memoryPlatform } from '../platform/memoryPlatform'
import { kitWallet } from '@portico-examples/test-support/wallets/solanaWallet'
import {
  createMintWithTokens,
  fundedSigner,
  solBalance,
  tokenBalance,
} from '@portico-examples/test-support/chains/litesvm'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { getBalance, sendTransfer } from './actions'
import { buildTransferMessage } from './buildTransferTransaction'
import { getSolanaRpc } from './getSolanaRpc'
import { solana } from './solana'
import { walletStandard } from './walletStandard/walletStandard'

const SOL = 1_000_000_000n
/** The fee of a transaction with one signature. */
const FEE = SOLANA_SIGNATURE_FEE_LAMPORTS

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
})
afterAll(() => devnet.stop())

async function connected(signer: KeyPairSigner, options: { signAndSend?: boolean } = {}) {
  const platform = memoryPlatform()
  const p = testPortico(
    {
      networks: [solanaMainnet],
      adapters: [solana()],
      connectors: [walletStandard()],
      customRpcUrls: { [solanaMainnet.caipNetworkId]: [{ url: devnet.url }] },
    },
    platform,
  )
  const wallet = kitWallet({ signer, rpc: options.signAndSend ? getSolanaRpc(p) : undefined })
  wallet.register(platform.events)
  await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
  return { p, wallet }
}

describe('getBalance (solana)', () => {
  it('reads the connected account’s lamports over JSON-RPC, with SOL’s decimals and symbol', async () => {
    const signer = await fundedSigner(devnet.svm, 1_500_000_000n)
    const { p } = await connected(signer)
    expect(await getBalance(p)).toEqual({ value: 1_500_000_000n, decimals: 9, symbol: 'SOL', formatted: '1.5' })
    stopConnectors(p)
  })

  it('reads any address, and an empty one as zero', async () => {
    const { p } = await connected(await fundedSigner(devnet.svm, SOL))
    const empty = await generateKeyPairSigner()
    expect(await getBalance(p, { address: empty.address })).toMatchObject({ value: 0n, formatted: '0' })
    stopConnectors(p)
  })

  it('rejects an address that is not a solana address, without asking the RPC', async () => {
    const { p } = await connected(await fundedSigner(devnet.svm, SOL))
    await expect(getBalance(p, { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' })).rejects.toThrow(
      'Invalid solana address address "0x8ba1f109551bD432803012645Ac136ddd64DBA72"',
    )
    stopConnectors(p)
  })
})

describe('sendTransfer (solana) from the connected wallet', () => {
  it('sends SOL signed by the wallet (solana:signTransaction): balances move by the amount and the fee', async () => {
    const signer = await fundedSigner(devnet.svm, 2n * SOL)
    const recipient = await generateKeyPairSigner()
    const { p, wallet } = await connected(signer)
    await sendTransfer(p, { to: recipient.address, amount: SOL / 4n })
    expect(wallet.calls).toContain('solana:signTransaction')
    expect(solBalance(devnet.svm, recipient.address)).toBe(SOL / 4n)
    expect(solBalance(devnet.svm, signer.address)).toBe(2n * SOL - SOL / 4n - FEE)
    expect((await getBalance(p)).value).toBe(2n * SOL - SOL / 4n - FEE)
    stopConnectors(p)
  })

  it('sends an SPL token from the wallet’s token account', async () => {
    const signer = await fundedSigner(devnet.svm, SOL)
    const recipient = await generateKeyPairSigner()
    const mint = await createMintWithTokens(devnet.svm, signer, {
      decimals: 6,
      holder: signer.address,
      amount: 5_000_000n,
    })
    const { p } = await connected(signer)
    await sendTransfer(p, { to: recipient.address, amount: 1_250_000n, mint })
    expect(await tokenBalance(devnet.svm, recipient.address, mint)).toBe(1_250_000n)
    expect(await tokenBalance(devnet.svm, signer.address, mint)).toBe(3_750_000n)
    stopConnectors(p)
  })

  it('rejects an invalid recipient or amount before the wallet is asked to sign', async () => {
    const signer = await fundedSigner(devnet.svm, SOL)
    const { p, wallet } = await connected(signer)
    await expect(sendTransfer(p, { to: 'not-an-address', amount: 1n })).rejects.toThrow(
      'Invalid solana address to "not-an-address"',
    )
    await expect(sendTransfer(p, { to: signer.address, amount: 0n })).rejects.toThrow(
      'Invalid amount 0: must be above zero',
    )
    expect(wallet.calls).not.toContain('solana:signTransaction')
    expect(solBalance(devnet.svm, signer.address)).toBe(SOL)
    stopConnectors(p)
  })
})

describe('the wallet provider’s solana_signAndSendTransaction', () => {
  it('has the wallet sign and submit: the signature it returns is the one on chain', async () => {
    const signer = await fundedSigner(devnet.svm, SOL)
    const recipient = await generateKeyPairSigner()
    const { p, wallet } = await connected(signer, { signAndSend: true })
    const { value: lifetime } = await getSolanaRpc(p).getLatestBlockhash().send()
    // Built unsigned, for the wallet's address: the wallet adds the signature.
    const message = await buildTransferMessage({
      signer: createNoopSigner(signer.address),
      to: recipient.address,
      amount: SOL / 10n,
      lifetime,
    })
    const unsigned = compileTransaction(message)
    const answer = (await getConnectedProvider(p, { namespace: 'solana' }).request({
      method: 'solana_signAndSendTransaction',
      params: { transaction: getBase64EncodedWireTransaction(unsigned) },
    })) as { signature: string }
    expect(wallet.calls).toContain('solana:signAndSendTransaction')
    const { value } = await getSolanaRpc(p)
      .getSignatureStatuses([answer.signature as never])
      .send()
    expect(value[0]).toMatchObject({ err: null })
    expect(solBalance(devnet.svm, recipient.address)).toBe(SOL / 10n)
    stopConnectors(p)
  })
})
