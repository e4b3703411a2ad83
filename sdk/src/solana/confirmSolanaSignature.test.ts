// Waiting for a sent transaction, on the devnet's Solana JSON-RPC (litesvm over HTTP) and a fake clock.
import {
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Signature,
} from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '@portico-examples/devnet/solana'
import { SOLANA_CONFIRMATION_POLL_MS, SOLANA_CONFIRMATION_TIMEOUT_MS } from '../constants'
import { memoryPlatform } from '../platform/memoryPlatform'
import { createMintWithTokens, fundedSigner } from '@portico-examples/test-support/chains/litesvm'
import { buildTransferTransaction } from './buildTransferTransaction'
import { confirmSolanaSignature } from './confirmSolanaSignature'
import { sendSolanaTransfer } from './sendSolanaTransfer'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
})
afterAll(() => devnet.stop())
afterEach(() => {
  vi.useRealTimers()
})

describe('confirmSolanaSignature', () => {
  it('resolves once the chain reports the transaction confirmed', async () => {
    const rpc = createSolanaRpc(devnet.url)
    const payer = await fundedSigner(devnet.svm, 1_000_000_000n)
    const signature = await sendSolanaTransfer({
      rpc,
      signer: payer,
      to: (await generateKeyPairSigner()).address,
      amount: 1_000_000n,
    })
    await expect(confirmSolanaSignature({ rpc, signature, platform: memoryPlatform() })).resolves.toBeUndefined()
  })

  it('fails with the chain’s error for a transaction the chain ran and refused', async () => {
    const rpc = createSolanaRpc(devnet.url)
    const payer = await fundedSigner(devnet.svm, 1_000_000_000n)
    const mint = await createMintWithTokens(devnet.svm, payer, { decimals: 6, holder: payer.address, amount: 10n })
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    // Wrong decimals: TransferChecked refuses it when it runs.
    const refused = await buildTransferTransaction({
      signer: payer,
      to: (await generateKeyPairSigner()).address,
      amount: 1n,
      mint: { address: mint, decimals: 9, programAddress: TOKEN_PROGRAM_ADDRESS },
      lifetime,
    })
    await expect(
      rpc.sendTransaction(getBase64EncodedWireTransaction(refused), { encoding: 'base64' }).send(),
    ).rejects.toThrow()
    const signature = getSignatureFromTransaction(refused)
    await expect(confirmSolanaSignature({ rpc, signature, platform: memoryPlatform() })).rejects.toThrow(
      new RegExp(`^Transaction ${signature} failed: `),
    )
  })

  it('keeps asking every poll interval and times out after SOLANA_CONFIRMATION_TIMEOUT_MS, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const rpc = createSolanaRpc(devnet.url)
    // A well-formed signature of a transaction that was never sent: its status stays unknown.
    const never =
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW' as Signature
    const outcome = confirmSolanaSignature({ rpc, signature: never, platform: memoryPlatform() }).then(
      () => 'confirmed',
      (error: Error) => error.message,
    )
    let settled: string | undefined
    void outcome.then((value) => (settled = value))
    const steps = SOLANA_CONFIRMATION_TIMEOUT_MS / SOLANA_CONFIRMATION_POLL_MS
    for (let i = 0; i < steps - 1; i++) {
      // Let the HTTP answer arrive (real I/O), then move the clock one poll interval.
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1), { interval: 1 })
      await vi.advanceTimersByTimeAsync(SOLANA_CONFIRMATION_POLL_MS)
    }
    expect(settled).toBeUndefined()
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1), { interval: 1 })
    await vi.advanceTimersByTimeAsync(SOLANA_CONFIRMATION_POLL_MS)
    expect(await outcome).toBe(`Request timed out after ${SOLANA_CONFIRMATION_TIMEOUT_MS} ms`)
  })
})
