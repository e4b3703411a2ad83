import { array, boolean, nullish, object, string, unknown, type InferOutput } from 'valibot'
import { urlOrDropped } from '../../url/schemas'
import { finiteNumber, optionalText, quantityText, unitsText, wholeCount } from './fields'

// Images a view shows follow the URL policy: one it refuses is dropped here, the rest of the answer kept.
const imageLink = urlOrDropped('image')

/** A token balance (spec §3); `address` is absent for the native token. */
export const tokenBalanceSchema = object({
  name: string(),
  symbol: string(),
  chainId: string(),
  address: optionalText,
  value: nullish(finiteNumber),
  price: finiteNumber,
  iconUrl: imageLink,
  quantity: object({ decimals: unitsText, numeric: quantityText }),
})
/** A token of the balances answer as the service sends it (the store's `TokenBalance` is built from it). */
export type ApiTokenBalance = InferOutput<typeof tokenBalanceSchema>
export const balancesResponseSchema = object({ balances: array(tokenBalanceSchema) })

const imageUrl = nullish(object({ url: imageLink }))

export const transactionTransferSchema = object({
  fungible_info: nullish(object({ name: optionalText, symbol: optionalText, icon: imageUrl })),
  nft_info: nullish(
    object({
      name: optionalText,
      content: nullish(object({ preview: imageUrl, detail: imageUrl })),
      flags: nullish(object({ is_spam: nullish(boolean()) })),
    }),
  ),
  direction: optionalText,
  quantity: object({ numeric: quantityText }),
  value: nullish(finiteNumber),
  price: nullish(finiteNumber),
  /** Who sent this transfer and who received it, where the service says (a token transfer's parties). */
  sender: optionalText,
  recipient: optionalText,
})
/** One transfer within a transaction: a token or an NFT, in or out. */
export type TransactionTransfer = InferOutput<typeof transactionTransferSchema>

/** One entry of the account history (spec §3 Transaction). */
export const transactionSchema = object({
  id: string(),
  metadata: object({
    operationType: string(),
    hash: optionalText,
    chain: string(),
    minedAt: string(),
    sentFrom: string(),
    sentTo: string(),
    status: string(),
    nonce: nullish(wholeCount),
  }),
  transfers: nullish(array(transactionTransferSchema)),
})
/** One transaction of an account's history. */
export type Transaction = InferOutput<typeof transactionSchema>
export const historyResponseSchema = object({ data: array(transactionSchema), next: nullish(string()) })
/** A page of an account's transaction history, as the blockchain API answers it. */
export type HistoryResponse = InferOutput<typeof historyResponseSchema>

export const identityResponseSchema = object({ name: nullish(string()), avatar: imageLink })
/** An address's name and avatar, as the blockchain API answers them. */
export interface Identity {
  name: string | null
  avatar: string | null
}

export const supportedChainsSchema = object({
  http: array(string()),
  ws: nullish(array(string())),
  /** Swap-capable network ids, when the service names them (an extension the devnet answers with). */
  swap: nullish(array(string())),
})
/** The networks (CAIP-2) the blockchain API serves, over HTTP and WebSocket. */
export interface SupportedChains {
  http: string[]
  ws: string[]
  /** Swap-capable network ids; absent when the service does not say. */
  swap?: string[]
  /**
   * Why the lists are empty: the service failed (spec §7: empty lists on error). Absent on a real answer. A failed
   * answer is never kept: the next call asks again.
   */
  error?: unknown
}

/** A smart session (experimental service): permissions and policies are passed through as they come. */
export const smartSessionSchema = object({
  project: object({ id: string(), name: string(), url: urlOrDropped('web'), iconUrl: imageLink }),
  pci: string(),
  expiry: wholeCount,
  createdAt: wholeCount,
  permissions: array(unknown()),
  policies: array(unknown()),
  context: string(),
  revokedAt: nullish(wholeCount),
})
/** A smart-account session the blockchain API knows for an address. */
export type SmartSession = InferOutput<typeof smartSessionSchema>
export const smartSessionsResponseSchema = array(smartSessionSchema)
