import { check, pipe } from 'valibot'
import { NAME_ZONE, SWAP_SLIPPAGE } from '../../constants'
import { orFallback, serviceHttp, type ServiceClientOptions, type Signal } from '../http'
import { fallbackOnrampQuote, onrampSampleOptions, type OnrampQuoteBody } from '../onramp'
import {
  balancesResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  smartSessionSchema,
  smartSessionsResponseSchema,
  supportedChainsSchema,
  type Identity,
  type SmartSession,
  type SupportedChains,
  type ApiTokenBalance,
  type Transaction,
} from '../schemas/account'
import {
  allowanceResponseSchema,
  approveCalldataResponseSchema,
  gasPriceSchema,
  swapCalldataResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
  tokenPricesResponseSchema,
  type ApproveCalldata,
  type GasPrice,
  type SwapCalldata,
  type SwapQuote,
  type SwapToken,
  type TokenPrice,
} from '../schemas/convert'
import {
  nameRecordSchema,
  nameRecordsResponseSchema,
  nameSuggestionsResponseSchema,
  type NameRecord,
  type NameSuggestion,
} from '../schemas/names'
import {
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
  type OnrampOptions,
  type OnrampQuote,
} from '../schemas/onramp'
import { rpcResponseSchema } from '../schemas/rpc'
import { DEFAULT_BLOCKCHAIN_URL } from '../urls'
import { apiError } from '../messages'

/** A path segment from user input; ':' stays as it is (allowed in paths, and CAIP ids are full of it). */
const segment = (value: string): string => encodeURIComponent(value).replace(/%3A/gi, ':')
/** The name service's API version (docs/wire.md, Names, swap and buy). */
const NAMES_API_VERSION = 2
const FIAT_CURRENCY = 'usd'
const JSON_RPC_VERSION = '2.0'

/** A name registration as the blockchain API takes it: the signed message and its signer. */
export interface RegisterNameBody {
  coin_type: number
  address: string
  /** JSON text `{ name, attributes: {}, timestamp }` that `signature` signs. */
  message: string
  signature: string
}

/** The parameters of the blockchain client's `getConvertQuotes`. */
export interface ConvertQuotesParams {
  amount: string
  /** The account, a plain address (the service takes it as AppKit sends it, and does not read it). */
  userAddress: string
  from: string
  to: string
  gasPrice: string
}

/** What the blockchain API builds a swap transaction from. */
export interface BuildSwapBody {
  amount: string
  from: string
  to: string
  userAddress: string
  disableEstimate?: boolean
}

/** What the blockchain API builds an on-ramp checkout URL from. */
export interface OnrampUrlBody {
  destinationWallets: { address: string; blockchains: string[]; assets: string[] }[]
  defaultNetwork?: string
  partnerUserId: string
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

/** A JSON-RPC request the blockchain API forwards to a chain. */
export interface RpcRequest {
  method: string
  params?: unknown
}

/** The blockchain API's client: balances, history, identity, names, swaps, on-ramp and chain RPC. */
export interface BlockchainClient {
  /**
   * Network ids with balance/API support, fetched once per client. When the service fails: empty lists with the
   * `error` (spec §7), not kept, so the next call asks again.
   */
  getSupportedChains(): Promise<SupportedChains>
  getIdentity(address: string, params?: { sender?: string }, request?: Signal): Promise<Identity>
  getBalance(
    address: string,
    params: { chainId: string; forceUpdate?: string },
    request?: Signal,
  ): Promise<ApiTokenBalance[]>
  getHistory(
    address: string,
    params?: { cursor?: string; chainId?: string; onramp?: string },
    request?: Signal,
  ): Promise<{ data: Transaction[]; next: string | null }>
  getName(name: string, request?: Signal): Promise<NameRecord>
  getNamesForAddress(address: string, params?: { sender?: string }, request?: Signal): Promise<NameRecord[]>
  getNameSuggestions(name: string, request?: Signal): Promise<NameSuggestion[]>
  /**
   * Registers a name. Succeeds only when the service answers with the registered record (that name, the address
   * under the coin type): an empty or other 200 is `INVALID_RESPONSE`, never a success.
   */
  registerName(body: RegisterNameBody, request?: Signal): Promise<NameRecord>
  getConvertTokens(chainId: string, request?: Signal): Promise<SwapToken[]>
  getConvertQuotes(params: ConvertQuotesParams, request?: Signal): Promise<SwapQuote[]>
  getAllowance(params: { tokenAddress: string; userAddress: string }, request?: Signal): Promise<string>
  getGasPrice(chainId: string, request?: Signal): Promise<GasPrice>
  buildApprove(params: { userAddress: string; from: string; to: string }, request?: Signal): Promise<ApproveCalldata>
  /** Swap calldata with the spec's slippage tolerance (SWAP_SLIPPAGE). */
  buildSwap(body: BuildSwapBody, request?: Signal): Promise<SwapCalldata>
  /** Prices in USD of CAIP-10 token ids. */
  getTokenPrices(addresses: readonly string[], request?: Signal): Promise<TokenPrice[]>
  /** On-ramp currencies; the built-in sample when the service fails. */
  getOnrampOptions(request?: Signal): Promise<OnrampOptions>
  /** An on-ramp quote; a quote echoing the amount (FALLBACK_QUOTE_ID) when the service fails. */
  getOnrampQuote(body: OnrampQuoteBody, request?: Signal): Promise<OnrampQuote>
  generateOnrampUrl(body: OnrampUrlBody, request?: Signal): Promise<string>
  getSessions(caipAddress: string, request?: Signal): Promise<SmartSession[]>
  /**
   * Revokes a smart session. Succeeds only when the service answers with that session marked revoked
   * (`revokedAt`): an empty or other 200 is `INVALID_RESPONSE`, and the session counts as still active.
   */
  revokeSession(address: string, body: { pci: string; signature: string }, request?: Signal): Promise<SmartSession>
  /** A JSON-RPC call through the project-scoped RPC proxy; a JSON-RPC error is thrown as RPC_ERROR. */
  rpc(chainId: string, request: RpcRequest, options?: Signal): Promise<unknown>
}

/** The name a registration message registers (`{ name, attributes, timestamp }` as JSON), lower-cased. */
function registeredName(message: string): string | undefined {
  try {
    const { name } = JSON.parse(message) as { name?: unknown }
    return typeof name === 'string' ? name.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

/** The blockchain API (spec §7), usable alone: `createBlockchainClient({ projectId })`. */
export function createBlockchainClient(options: ServiceClientOptions): BlockchainClient {
  const http = serviceHttp(options, DEFAULT_BLOCKCHAIN_URL)
  let supportedChains: Promise<SupportedChains> | undefined
  let rpcId = 0

  return {
    getSupportedChains() {
      // Shared by every caller, so no caller's signal. Only a real answer is kept; on a failure the lists are empty
      // (spec §7) and carry the error, so the guard of the other calls (`isNetworkSupported`) fails instead of
      // skipping them as unsupported, and the next call asks again.
      supportedChains ??= http
        .get('/v1/supported-chains', supportedChainsSchema)
        .then((answer) => ({ http: answer.http, ws: answer.ws ?? [], ...(answer.swap ? { swap: answer.swap } : {}) }))
        .catch((error: unknown) => {
          supportedChains = undefined
          throw error
        })
      return supportedChains.catch((error: unknown) => ({ http: [], ws: [], error }))
    },
    getIdentity: (address, params = {}, request) =>
      http
        .get(`/v1/identity/${segment(address)}`, identityResponseSchema, {
          ...request,
          query: { sender: params.sender },
        })
        .then((identity) => ({ name: identity.name ?? null, avatar: identity.avatar ?? null })),
    getBalance: (address, params, request) =>
      http
        .get(`/v1/account/${segment(address)}/balance`, balancesResponseSchema, {
          ...request,
          query: { currency: FIAT_CURRENCY, chainId: params.chainId, forceUpdate: params.forceUpdate },
        })
        .then((answer) => answer.balances),
    getHistory: (address, params = {}, request) =>
      http
        .get(`/v1/account/${segment(address)}/history`, historyResponseSchema, { ...request, query: { ...params } })
        .then((answer) => ({ data: answer.data, next: answer.next ?? null })),
    getName: (name, request) =>
      http.get(`/v1/profile/account/${segment(name)}`, nameRecordSchema, {
        ...request,
        query: { apiVersion: NAMES_API_VERSION },
      }),
    getNamesForAddress: (address, params = {}, request) =>
      http.get(`/v1/profile/reverse/${segment(address)}`, nameRecordsResponseSchema, {
        ...request,
        query: { sender: params.sender, apiVersion: NAMES_API_VERSION },
      }),
    getNameSuggestions: (name, request) =>
      http
        .get(`/v1/profile/suggestions/${segment(name)}`, nameSuggestionsResponseSchema, {
          ...request,
          query: { zone: NAME_ZONE },
        })
        .then((answer) => answer.suggestions),
    registerName: (body, request) => {
      const name = registeredName(body.message)
      const registered = pipe(
        nameRecordSchema,
        check(
          (record) =>
            (name === undefined || record.name.toLowerCase() === name) &&
            record.addresses[String(body.coin_type)]?.address.toLowerCase() === body.address.toLowerCase(),
          'not the record of the name registered',
        ),
      )
      return http.post('/v1/profile/account', body, registered, request)
    },
    getConvertTokens: (chainId, request) =>
      http
        .get('/v1/convert/tokens', swapTokensResponseSchema, { ...request, query: { chainId } })
        .then((answer) => answer.tokens),
    getConvertQuotes: (params, request) =>
      http
        .get('/v1/convert/quotes', swapQuotesResponseSchema, { ...request, query: { ...params } })
        .then((answer) => answer.quotes),
    getAllowance: (params, request) =>
      http
        .get('/v1/convert/allowance', allowanceResponseSchema, { ...request, query: { ...params } })
        .then((answer) => answer.allowance),
    getGasPrice: (chainId, request) =>
      http.get('/v1/convert/gas-price', gasPriceSchema, { ...request, query: { chainId } }),
    buildApprove: (params, request) =>
      http
        .get('/v1/convert/build-approve', approveCalldataResponseSchema, { ...request, query: { ...params } })
        .then((answer) => answer.tx),
    buildSwap: (body, request) =>
      http
        .post(
          '/v1/convert/build-transaction',
          { ...body, eip155: { slippage: SWAP_SLIPPAGE }, projectId: options.projectId },
          swapCalldataResponseSchema,
          request,
        )
        .then((answer) => answer.tx),
    getTokenPrices: (addresses, request) =>
      http
        .post(
          '/v1/fungible/price',
          { currency: FIAT_CURRENCY, addresses, projectId: options.projectId },
          tokenPricesResponseSchema,
          request,
        )
        .then((answer) => answer.fungibles),
    getOnrampOptions: (request) =>
      orFallback(http.get('/v1/onramp/options', onrampOptionsSchema, request), onrampSampleOptions),
    getOnrampQuote: (body, request) =>
      orFallback(http.post('/v1/onramp/quote', body, onrampQuoteSchema, request), () => fallbackOnrampQuote(body)),
    generateOnrampUrl: (body, request) =>
      http
        .post('/v1/generators/onrampurl', { ...body, defaultExperience: 'buy' }, onrampUrlResponseSchema, request)
        .then((answer) => answer.url),
    getSessions: (caipAddress, request) =>
      http.get(`/v1/sessions/${segment(caipAddress)}`, smartSessionsResponseSchema, request),
    revokeSession: (address, body, request) =>
      http.post(
        `/v1/sessions/${segment(address)}/revoke`,
        body,
        pipe(
          smartSessionSchema,
          check(
            (session) => session.pci === body.pci && typeof session.revokedAt === 'number',
            'not the revoked session',
          ),
        ),
        request,
      ),
    async rpc(chainId, call, request) {
      rpcId += 1
      const answer = await http.post(
        '/v1',
        { id: rpcId, jsonrpc: JSON_RPC_VERSION, method: call.method, params: call.params ?? [] },
        rpcResponseSchema,
        { ...request, query: { chainId } },
      )
      if (answer.error)
        throw apiError('RPC_ERROR', {
          category: 'API_ERROR',
          params: { code: answer.error.code, message: answer.error.message },
        })
      return answer.result
    },
  }
}
