// The local Solana JSON-RPC endpoint over litesvm, spoken to over real HTTP: raw JSON-RPC for the protocol's
// edges, kit's createSolanaRpc for the methods an app uses.
import { createSolanaRpc, generateKeyPairSigner, lamports } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet, stringifyRpcJson, type SolanaDevnet } from './index.js'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
})
afterAll(() => devnet.stop())

async function post(body: string) {
  const response = await fetch(devnet.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('the Solana devnet JSON-RPC', () => {
  it('answers kit’s createSolanaRpc: airdrop, balance, account info, rent, blockhash, slot', async () => {
    const rpc = createSolanaRpc(devnet.url)
    const { address } = await generateKeyPairSigner()
    const signature = await rpc.requestAirdrop(address, lamports(2_000_000_000n)).send()
    expect(typeof signature).toBe('string')
    expect((await rpc.getBalance(address).send()).value).toBe(2_000_000_000n)
    const info = (await rpc.getAccountInfo(address, { encoding: 'base64' }).send()).value
    expect(info).toMatchObject({
      lamports: 2_000_000_000n,
      owner: '11111111111111111111111111111111',
      executable: false,
      space: 0n,
    })
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(devnet.svm.minimumBalanceForRentExemption(0n))
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    expect(blockhash.blockhash).toBe(devnet.svm.latestBlockhash())
    expect(blockhash.lastValidBlockHeight).toBeGreaterThan(0n)
    expect(await rpc.getHealth().send()).toBe('ok')
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('answers an unknown account as null and an unknown signature as null', async () => {
    const rpc = createSolanaRpc(devnet.url)
    const { address } = await generateKeyPairSigner()
    expect((await rpc.getAccountInfo(address, { encoding: 'base64' }).send()).value).toBeNull()
    expect((await rpc.getBalance(address).send()).value).toBe(0n)
  })

  it('answers batches, unknown methods, bad params and unparsable bodies as JSON-RPC does', async () => {
    const batch = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'getNothing' },
        { jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['0xnot-base58'] },
      ]),
    )
    expect(batch.status).toBe(200)
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found: getNothing' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'Invalid params: not a base58 address' } },
    ])
    expect((await post('{not json')).body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('refuses a transaction that is not base64 wire format', async () => {
    const { body } = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['AAAA', { encoding: 'base64' }] }),
    )
    expect(body).toMatchObject({ id: 1, error: { code: -32602 } })
  })

  it('writes u64 values as JSON integers of any size', () => {
    expect(stringifyRpcJson({ value: 2n ** 64n - 1n, list: [1n] })).toBe('{"value":18446744073709551615,"list":[1]}')
  })
})
