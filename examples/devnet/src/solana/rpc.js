// @ts-check
// A Solana JSON-RPC endpoint over litesvm (an in-process Solana runtime): the methods a wallet-connection app
// needs to read balances and send transfers. LiteSVM has no blocks; the slot is its clock's slot and every
// accepted transaction is final at once.
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  isAddress,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder } from '@solana-program/token'
import * as v from 'valibot'

/** How many slots a blockhash stays usable, as on the real clusters. */
export const BLOCKHASH_VALID_SLOTS = 150n

const INVALID_PARAMS = -32602
const METHOD_NOT_FOUND = -32601
/** The code real nodes answer a failed preflight (simulation) with. */
const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002

const Address = v.pipe(v.string(), v.check((value) => isAddress(value), 'not a base58 address'))
const Config = v.optional(v.record(v.string(), v.unknown()))
const Params = {
  getLatestBlockhash: v.optional(v.tuple([Config])),
  sendTransaction: v.tuple([v.string(), Config]),
  getSignatureStatuses: v.tuple([v.array(v.string()), Config]),
  getBalance: v.tuple([Address, Config]),
  getAccountInfo: v.tuple([Address, Config]),
  getTokenAccountBalance: v.tuple([Address, Config]),
  getMinimumBalanceForRentExemption: v.tuple([v.pipe(v.number(), v.integer(), v.minValue(0)), Config]),
  requestAirdrop: v.tuple([Address, v.pipe(v.number(), v.integer(), v.minValue(1)), Config]),
}

class RpcError extends Error {
  /** @param {number} code @param {string} message @param {unknown} [data] */
  constructor(code, message, data) {
    super(message)
    this.code = code
    this.data = data
  }
}

/**
 * @template {v.GenericSchema} S
 * @param {S} schema @param {unknown} params
 * @returns {v.InferOutput<S>}
 */
function parseParams(schema, params) {
  const result = v.safeParse(schema, params ?? [])
  if (!result.success) throw new RpcError(INVALID_PARAMS, `Invalid params: ${result.issues[0].message}`)
  return result.output
}

/**
 * The JSON-RPC methods over one LiteSVM: getLatestBlockhash, sendTransaction, getSignatureStatuses, getBalance,
 * getAccountInfo (base64), getTokenAccountBalance, getMinimumBalanceForRentExemption, requestAirdrop, getSlot,
 * getBlockHeight, getHealth, getVersion. u64 values are bigints (write them with `stringifyRpcJson`).
 * @param {import('litesvm').LiteSVM} svm
 */
export function createSolanaRpcHandler(svm) {
  const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() }
  const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() }
  const slot = () => svm.getClock().slot
  const context = () => ({ slot: slot() })
  /** @param {string} value */
  const address = (value) => /** @type {import('@solana/kit').Address} */ (value)

  /** @type {Record<string, (params: unknown) => unknown>} */
  const methods = {
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + BLOCKHASH_VALID_SLOTS },
    }),
    sendTransaction(params) {
      const [wire] = parseParams(Params.sendTransaction, params)
      let transaction
      try {
        transaction = getTransactionDecoder().decode(base64.encode.encode(wire))
      } catch (error) {
        throw new RpcError(INVALID_PARAMS, `Invalid params: not a base64 transaction (${String(error)})`)
      }
      const result = svm.sendTransaction(transaction)
      if ('err' in result) {
        const logs = result.meta().logs()
        throw new RpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, `Transaction simulation failed: ${result.toString()}`, { logs })
      }
      // A new blockhash for the next transaction, so that two equal transfers are two transactions.
      svm.expireBlockhash()
      return getSignatureFromTransaction(transaction)
    },
    getSignatureStatuses(params) {
      const [signatures] = parseParams(Params.getSignatureStatuses, params)
      return {
        context: context(),
        value: signatures.map((signature) => {
          const found = svm.getTransaction(/** @type {import('@solana/kit').Signature} */ (signature))
          if (!found) return null
          const err = 'err' in found ? { failed: found.toString() } : null
          return { slot: slot(), confirmations: null, err, confirmationStatus: 'finalized', status: err ? { Err: err } : { Ok: null } }
        }),
      }
    },
    getBalance(params) {
      const [owner] = parseParams(Params.getBalance, params)
      return { context: context(), value: svm.getBalance(address(owner)) ?? 0n }
    },
    getAccountInfo(params) {
      const [owner] = parseParams(Params.getAccountInfo, params)
      const account = svm.getAccount(address(owner))
      if (!account.exists) return { context: context(), value: null }
      return {
        context: context(),
        value: {
          data: [base64.decode.decode(account.data), 'base64'],
          executable: account.executable,
          lamports: account.lamports,
          owner: account.programAddress,
          rentEpoch: 0n,
          space: BigInt(account.data.length),
        },
      }
    },
    getTokenAccountBalance(params) {
      const [tokenAccount] = parseParams(Params.getTokenAccountBalance, params)
      const account = svm.getAccount(address(tokenAccount))
      if (!account.exists) throw new RpcError(INVALID_PARAMS, 'Invalid param: could not find account')
      const token = getTokenDecoder().decode(account.data)
      const mint = svm.getAccount(token.mint)
      if (!mint.exists) throw new RpcError(INVALID_PARAMS, 'Invalid param: could not find mint')
      const { decimals } = getMintDecoder().decode(mint.data)
      const amount = token.amount.toString()
      const uiAmountString = decimals === 0 ? amount : `${amount.padStart(decimals + 1, '0').slice(0, -decimals)}.${amount.padStart(decimals + 1, '0').slice(-decimals)}`.replace(/\.?0+$/, '')
      return { context: context(), value: { amount, decimals, uiAmount: Number(uiAmountString), uiAmountString } }
    },
    getMinimumBalanceForRentExemption(params) {
      const [size] = parseParams(Params.getMinimumBalanceForRentExemption, params)
      return svm.minimumBalanceForRentExemption(BigInt(size))
    },
    requestAirdrop(params) {
      const [owner, amount] = parseParams(Params.requestAirdrop, params)
      const result = svm.airdrop(address(owner), /** @type {import('@solana/kit').Lamports} */ (BigInt(amount)))
      if (!result || 'err' in result) throw new RpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, `Airdrop failed: ${String(result)}`)
      return base58.decode.decode(result.signature())
    },
    getSlot: () => slot(),
    getBlockHeight: () => slot(),
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': 'litesvm-1.5.0', 'feature-set': 0 }),
  }

  /**
   * Answers one JSON-RPC request object.
   * @param {unknown} request
   * @returns {{ jsonrpc: '2.0', id: unknown, result?: unknown, error?: { code: number, message: string, data?: unknown } }}
   */
  function handle(request) {
    const { id = null, method, params } = /** @type {{ id?: unknown, method?: unknown, params?: unknown }} */ (
      typeof request === 'object' && request !== null ? request : {}
    )
    const run = typeof method === 'string' && Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!run) return { jsonrpc: '2.0', id, error: { code: METHOD_NOT_FOUND, message: `Method not found: ${String(method)}` } }
    try {
      return { jsonrpc: '2.0', id, result: run(params) }
    } catch (error) {
      if (error instanceof RpcError) return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } }
      throw error
    }
  }
  return { handle }
}

/**
 * JSON with bigints written as plain integers (JSON numbers of any size, as Solana nodes write u64 values).
 * @param {unknown} value
 */
export function stringifyRpcJson(value) {
  const marker = '__bigint__'
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${marker}${item}` : item)).replace(
    new RegExp(`"${marker}(-?\\d+)"`, 'g'),
    '$1',
  )
}
