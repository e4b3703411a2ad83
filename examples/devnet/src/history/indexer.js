// @ts-check
import * as v from 'valibot'
import { toEventSelector } from 'viem'

/** keccak of `Transfer(address,address,uint256)`: ERC-20 (3 topics) and ERC-721 (4 topics) share it. */
const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

const Address = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{40}$/))
const IndexedTransfer = v.object({
  kind: v.picklist(['native', 'erc20', 'erc721']),
  token: v.nullable(Address),
  from: Address,
  to: Address,
  amount: v.pipe(v.string(), v.regex(/^\d+$/)),
})
const IndexedTransaction = v.object({
  hash: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/)),
  chainId: v.number(),
  blockNumber: v.number(),
  txIndex: v.number(),
  timestamp: v.number(),
  from: Address,
  to: Address,
  nonce: v.number(),
  status: v.picklist(['confirmed', 'failed']),
  transfers: v.array(IndexedTransfer),
})
export const SavedIndex = v.object({
  lastBlock: v.number(),
  lastHash: v.nullable(v.string()),
  transactions: v.array(IndexedTransaction),
})

/** @typedef {v.InferOutput<typeof IndexedTransfer>} IndexedTransfer */
/** @typedef {v.InferOutput<typeof IndexedTransaction>} IndexedTransaction */
/** @typedef {v.InferOutput<typeof SavedIndex>} SavedIndexState */

/** @returns {SavedIndexState} */
export const emptyIndex = () => ({ lastBlock: -1, lastHash: null, transactions: [] })

/**
 * Indexes one chain's blocks into transactions with their value transfers (native, including internal calls,
 * ERC-20 and ERC-721 Transfer logs). `catchUp()` reads every block up to the latest; calls are serialised.
 * @param {{ chainId: number, publicClient: import('viem').PublicClient, saved: SavedIndexState }} options
 */
export function createIndexer({ chainId, publicClient, saved }) {
  /** @type {SavedIndexState} */
  let state = saved
  /** @type {Promise<void>} */
  let running = Promise.resolve()

  /** @param {string} method @param {unknown[]} params */
  const rpc = (method, params) => publicClient.request(/** @type {any} */ ({ method, params }))

  /** Drops the saved index when it does not match the chain (another chain state was loaded). */
  async function verify() {
    if (state.lastBlock < 0) return
    const latest = await publicClient.getBlockNumber()
    if (BigInt(state.lastBlock) > latest) {
      state = emptyIndex()
      return
    }
    const block = await publicClient.getBlock({ blockNumber: BigInt(state.lastBlock) })
    if (block.hash !== state.lastHash) state = emptyIndex()
  }

  /** @param {bigint} number */
  async function indexBlock(number) {
    const hex = `0x${number.toString(16)}`
    const [block, receipts, traces] = await Promise.all([
      publicClient.getBlock({ blockNumber: number, includeTransactions: true }),
      /** @type {Promise<any[]>} */ (rpc('eth_getBlockReceipts', [hex])),
      /** @type {Promise<any[]>} */ (rpc('trace_block', [hex])),
    ])
    for (const tx of block.transactions) {
      const receipt = receipts.find((r) => r.transactionHash === tx.hash)
      const ok = receipt?.status === '0x1'
      /** @type {IndexedTransfer[]} */
      const transfers = []
      if (ok) {
        for (const trace of traces) {
          if (trace.transactionHash !== tx.hash || trace.type !== 'call' || trace.action.callType !== 'call' || trace.error) continue
          const value = BigInt(trace.action.value ?? '0x0')
          if (value === 0n) continue
          transfers.push({ kind: 'native', token: null, from: lower(trace.action.from), to: lower(trace.action.to), amount: value.toString() })
        }
        for (const log of receipt.logs) {
          if (log.topics[0] !== TRANSFER_TOPIC) continue
          const from = topicAddress(log.topics[1])
          const to = topicAddress(log.topics[2])
          if (log.topics.length === 3 && log.data.length === 66) {
            transfers.push({ kind: 'erc20', token: lower(log.address), from, to, amount: BigInt(log.data).toString() })
          } else if (log.topics.length === 4) {
            transfers.push({ kind: 'erc721', token: lower(log.address), from, to, amount: BigInt(log.topics[3]).toString() })
          }
        }
      }
      state.transactions.push({
        hash: tx.hash,
        chainId,
        blockNumber: Number(number),
        txIndex: tx.transactionIndex ?? 0,
        timestamp: Number(block.timestamp),
        from: lower(tx.from),
        to: lower(tx.to ?? receipt?.contractAddress ?? '0x0000000000000000000000000000000000000000'),
        nonce: tx.nonce,
        status: ok ? 'confirmed' : 'failed',
        transfers,
      })
    }
    state.lastBlock = Number(number)
    state.lastHash = block.hash
  }

  async function run() {
    const latest = await publicClient.getBlockNumber()
    for (let number = BigInt(state.lastBlock + 1); number <= latest; number++) await indexBlock(number)
  }

  return {
    chainId,
    /** Reads every block not yet indexed. */
    catchUp() {
      running = running.catch(() => undefined).then(run)
      return running
    },
    verify() {
      running = running.catch(() => undefined).then(verify)
      return running
    },
    /** @returns {readonly IndexedTransaction[]} */
    transactions: () => state.transactions,
    /** @returns {SavedIndexState} */
    snapshot: () => state,
  }
}

/** @typedef {ReturnType<typeof createIndexer>} Indexer */

/** @param {string} address */
const lower = (address) => address.toLowerCase()

/** @param {string | undefined} topic */
const topicAddress = (topic) => `0x${(topic ?? '').slice(-40)}`.toLowerCase()
