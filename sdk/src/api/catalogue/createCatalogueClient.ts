import { WALLETS_PAGE_SIZE } from '../../constants'
import { orFallback, serviceHttp, type ServiceClientOptions, type Signal } from '../http'
import {
  allowedOriginsResponseSchema,
  analyticsConfigSchema,
  remoteConfigSchema,
  walletsResponseSchema,
  type AnalyticsConfig,
  type RemoteConfig,
  type WalletsResponse,
} from '../schemas/catalogue'
import { DEFAULT_CATALOGUE_URL } from '../urls'

/** The parameters of the catalogue client's `getWallets`. */
export interface GetWalletsParams {
  page?: number
  /** Page size; defaults to WALLETS_PAGE_SIZE (40). */
  entries?: number
  /** Trimmed before it is sent; blank means no search. */
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP network ids the wallets must support. */
  chains?: readonly string[]
  names?: readonly string[]
  rdns?: readonly string[]
  badgeType?: 'none' | 'certified'
}

/** The wallet catalogue's client: pages, searches, images and the project's configuration. */
export interface CatalogueClient {
  getWallets(params?: GetWalletsParams, request?: Signal): Promise<WalletsResponse>
  getWalletImage(imageId: string, request?: Signal): Promise<Blob>
  getAssetImage(imageId: string, request?: Signal): Promise<Blob>
  getCurrencyImage(currencyId: string, request?: Signal): Promise<Blob>
  getTokenImage(symbol: string, request?: Signal): Promise<Blob>
  /** The origins allowed for the project; an empty list when the service fails. */
  getAllowedOrigins(request?: Signal): Promise<string[]>
  /** Whether analytics is on for the project; off when the service fails. */
  getAnalyticsConfig(request?: Signal): Promise<AnalyticsConfig>
  getRemoteConfig(request?: Signal): Promise<RemoteConfig>
}

/** The wallet catalogue service (spec §7), usable alone: `createCatalogueClient({ projectId })`. */
export function createCatalogueClient(options: ServiceClientOptions): CatalogueClient {
  const http = serviceHttp(options, DEFAULT_CATALOGUE_URL)
  const image = (path: string, id: string, request?: Signal): Promise<Blob> =>
    http.getBlob(`${path}/${encodeURIComponent(id)}`, { signal: request?.signal })

  return {
    getWallets: async (params = {}, request) => {
      const entries = params.entries ?? WALLETS_PAGE_SIZE
      const answer = await http.get('/getWallets', walletsResponseSchema, {
        signal: request?.signal,
        query: {
          page: params.page ?? 1,
          entries,
          search: params.search?.trim(),
          include: params.include,
          exclude: params.exclude,
          chains: params.chains,
          names: params.names,
          rdns: params.rdns,
          badge_type: params.badgeType,
        },
      })
      // No more than asked: a service that answers 100 000 wallets for a page of 4 must not fill the store.
      return answer.data.length > entries ? { ...answer, data: answer.data.slice(0, entries) } : answer
    },
    getWalletImage: (id, request) => image('/getWalletImage', id, request),
    getAssetImage: (id, request) => image('/public/getAssetImage', id, request),
    getCurrencyImage: (id, request) => image('/public/getCurrencyImage', id, request),
    getTokenImage: (id, request) => image('/public/getTokenImage', id, request),
    getAllowedOrigins: (request) =>
      orFallback(
        http.get('/projects/v1/origins', allowedOriginsResponseSchema, request).then((r) => r.allowedOrigins),
        () => [],
      ),
    getAnalyticsConfig: (request) =>
      orFallback(http.get('/getAnalyticsConfig', analyticsConfigSchema, request), () => ({
        isAnalyticsEnabled: false,
      })),
    getRemoteConfig: (request) => http.get('/appkit/v1/config', remoteConfigSchema, request),
  }
}
