// SOL and SPL transfers built with @solana/kit, run on litesvm (a real Solana runtime, in-process): first
// submitted to the runtime directly, then end to end through `sendSolanaTransfer` and kit's `createSolanaRpc`
// against the devnet's JSON-RPC endpoint over the same runtime.
import { createSolanaRpc, generateKeyPairSigner, type Address } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '@portico-examples/devnet/solana'
import { SOLANA_SIGNATURE_FEE_LAMPORTS } from '../constants'
import { isPorticoError } from '../errors'
import {
  createMintWithTokens,
  fundedSigner,
  solBalance,
  tokenBalance,
} from '@portico-examples/test-support/chains/litesvm'
import { buildTransferTransaction } from './buildTransferTransaction'
import { sendSolanaTransfer } from './sendSolanaTransfer'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

const SOL = 1_000_000_000n
/** The fee of a transaction with one signature. */
const FEE = SOLANA_SIGNATURE_FEE_LAMPORTS

describe('a transfer built with kit, sent to litesvm directly', () => {
  let svm: LiteSVM
  beforeEach(() => {
    svm = new LiteSVM()
  })
  const lifetime = () => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: 0n })

  it('moves exactly the amount of SOL, the payer also paying the 5000-lamport fee', async () => {
    const payer = await fundedSigner(svm, 2n * SOL)
    const recipient = await generateKeyPairSigner()
    const tx = await buildTransferTransaction({
      signer: payer,
      to: recipient.address,
      amount: SOL / 2n,
      lifetime: lifetime(),
    })
    const result = svm.sendTransaction(tx)
    expect('err' in result ? result.toString() : 'ok').toBe('ok')
    expect(solBalance(svm, recipient.address)).toBe(SOL / 2n)
    expect(solBalance(svm, payer.address)).toBe(2n * SOL - SOL / 2n - FEE)
  })

  it('moves exactly the amount of an SPL token, creating the recipient’s token account', async () => {
    const payer = await fundedSigner(svm, 2n * SOL)
    const recipient = await generateKeyPairSigner()
    const mint = await createMintWithTokens(svm, payer, { decimals: 6, holder: payer.address, amount: 1_000_000n })
    const tx = await buildTransferTransaction({
      signer: payer,
      to: recipient.address,
      amount: 250_000n,
      mint: { address: mint, decimals: 6, programAddress: TOKEN_PROGRAM_ADDRESS },
      lifetime: lifetime(),
    })
    const result = svm.sendTransaction(tx)
    expect('err' in result ? result.toString() : 'ok').toBe('ok')
    expect(await tokenBalance(svm, recipient.address, mint)).toBe(250_000n)
    expect(await tokenBalance(svm, payer.address, mint)).toBe(750_000n)
  })

  it('is refused by the token program when the decimals are not the mint’s (TransferChecked)', async () => {
    const payer = await fundedSigner(svm, 2n * SOL)
    const recipient = await generateKeyPairSigner()
    const mint = await createMintWithTokens(svm, payer, { decimals: 6, holder: payer.address, amount: 1_000_000n })
    const tx = await buildTransferTransaction({
      signer: payer,
      to: recipient.address,
      amount: 1n,
      mint: { address: mint, decimals: 9, programAddress: TOKEN_PROGRAM_ADDRESS },
      lifetime: lifetime(),
    })
    expect('err' in svm.sendTransaction(tx)).toBe(true)
    expect(await tokenBalance(svm, payer.address, mint)).toBe(1_000_000n)
  })
})

describe('sendSolanaTransfer through JSON-RPC (createSolanaRpc → devnet endpoint → litesvm)', () => {
  let devnet: SolanaDevnet
  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: 0 })
  })
  afterAll(() => devnet.stop())
  const rpc = () => createSolanaRpc(devnet.url)

  it('sends SOL: the recipient gains the amount, the payer loses it plus the fee, the signature is final', async () => {
    const payer = await fundedSigner(devnet.svm, 3n * SOL)
    const recipient = await generateKeyPairSigner()
    const signature = await sendSolanaTransfer({
      rpc: rpc(),
      signer: payer,
      to: recipient.address,
      amount: 123_456_789n,
    })
    expect((await rpc().getBalance(recipient.address).send()).value).toBe(123_456_789n)
    expect((await rpc().getBalance(payer.address).send()).value).toBe(3n * SOL - 123_456_789n - FEE)
    const { value } = await rpc().getSignatureStatuses([signature]).send()
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('sends the same amount twice as two transactions', async () => {
    const payer = await fundedSigner(devnet.svm, SOL)
    const recipient = await generateKeyPairSigner()
    // Above the rent-exempt minimum of an empty account (890880 lamports), which a new recipient must reach.
    const amount = 1_000_000n
    const first = await sendSolanaTransfer({ rpc: rpc(), signer: payer, to: recipient.address, amount })
    const second = await sendSolanaTransfer({ rpc: rpc(), signer: payer, to: recipient.address, amount })
    expect(first).not.toBe(second)
    expect(solBalance(devnet.svm, recipient.address)).toBe(2n * amount)
    expect(solBalance(devnet.svm, payer.address)).toBe(SOL - 2n * amount - 2n * FEE)
  })

  it('sends an SPL token, reading the mint’s decimals from the chain', async () => {
    const payer = await fundedSigner(devnet.svm, SOL)
    const recipient = await generateKeyPairSigner()
    const mint = await createMintWithTokens(devnet.svm, payer, { decimals: 2, holder: payer.address, amount: 10_000n })
    await sendSolanaTransfer({ rpc: rpc(), signer: payer, to: recipient.address, amount: 4_321n, mint })
    expect(await tokenBalance(devnet.svm, recipient.address, mint)).toBe(4_321n)
    expect(await tokenBalance(devnet.svm, payer.address, mint)).toBe(10_000n - 4_321n)
    // A second transfer to the same recipient reuses its token account.
    await sendSolanaTransfer({ rpc: rpc(), signer: payer, to: recipient.address, amount: 1n, mint })
    expect(await tokenBalance(devnet.svm, recipient.address, mint)).toBe(4_322n)
  })

  it('fails with the node’s error when the payer cannot afford the transfer, moving nothing', async () => {
    const payer = await fundedSigner(devnet.svm, 10_000n)
    const recipient = await generateKeyPairSigner()
    await expect(
      sendSolanaTransfer({ rpc: rpc(), signer: payer, to: recipient.address, amount: SOL }),
    ).rejects.toThrow()
    expect(solBalance(devnet.svm, recipient.address)).toBe(0n)
  })

  describe('rejects bad input before signing or sending anything', () => {
    const cases: [string, Partial<{ to: string; amount: bigint; mint: string }>, string][] = [
      [
        'a recipient that is not base58',
        { to: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
        'Invalid solana address to "0x8ba1f109551bD432803012645Ac136ddd64DBA72"',
      ],
      ['a recipient too short', { to: 'abc' }, 'Invalid solana address to "abc"'],
      ['a zero amount', { amount: 0n }, 'Invalid amount 0: must be above zero'],
      ['a negative amount', { amount: -5n }, 'Invalid amount -5: must be above zero'],
      ['an amount over u64', { amount: 2n ** 64n }, 'Invalid amount 18446744073709551616: must fit in 64 bits'],
      ['a mint that is not an address', { mint: 'USDC' }, 'Invalid solana address mint "USDC"'],
    ]
    it.each(cases)('%s', async (_name, override, message) => {
      const payer = await fundedSigner(devnet.svm, SOL)
      const recipient = await generateKeyPairSigner()
      const params = { rpc: rpc(), signer: payer, to: recipient.address as string, amount: 1_000n, ...override }
      const error = await sendSolanaTransfer(params).catch((e: unknown) => e)
      expect(isPorticoError(error)).toBe(true)
      expect((error as Error).message).toBe(message)
      expect(solBalance(devnet.svm, payer.address)).toBe(SOL)
    })

    it('an amount given as a number instead of base units', async () => {
      const payer = await fundedSigner(devnet.svm, SOL)
      const params = { rpc: rpc(), signer: payer, to: payer.address, amount: 1.5 as unknown as bigint }
      await expect(sendSolanaTransfer(params)).rejects.toThrow('Invalid amount 1.5: must be a bigint in base units')
    })

    it('a mint address that holds no token mint', async () => {
      const payer = await fundedSigner(devnet.svm, SOL)
      const notAMint: Address = payer.address
      const params = { rpc: rpc(), signer: payer, to: payer.address, amount: 1n, mint: notAMint }
      await expect(sendSolanaTransfer(params)).rejects.toThrow(
        `Invalid solana address mint "${notAMint}" (not a token mint)`,
      )
      expect(solBalance(devnet.svm, payer.address)).toBe(SOL)
    })
  })
})
