import { array, boolean, nullish, object, string, type InferOutput } from 'valibot'
import { urlOrDropped } from '../../url/schemas'
import { optionalText, wholeCount } from './fields'

/**
 * A wallet of the catalogue (spec §3 Wallet; docs/wire.md, Wallet catalogue). `id` and `name` are required; links and
 * images may be missing or null. A link or image the URL policy refuses (`javascript:`, plain http off loopback, …)
 * is dropped here and the wallet kept without it. Fields the SDK does not use (ordering, badges, store-specific
 * data) are dropped.
 */
export const catalogueWalletSchema = object({
  id: string(),
  name: string(),
  chains: nullish(array(string())),
  homepage: urlOrDropped('web'),
  image_id: optionalText,
  image_url: urlOrDropped('image'),
  mobile_link: urlOrDropped('appLink'),
  desktop_link: urlOrDropped('appLink'),
  webapp_link: urlOrDropped('appLink'),
  app_store: urlOrDropped('web'),
  play_store: urlOrDropped('web'),
  rdns: optionalText,
})
/** A wallet of the catalogue, field for field as the service serves it. */
export type CatalogueWallet = InferOutput<typeof catalogueWalletSchema>

export const walletsResponseSchema = object({ data: array(catalogueWalletSchema), count: wholeCount })
/** A page of the catalogue: its wallets and the total count. */
export type WalletsResponse = InferOutput<typeof walletsResponseSchema>

export const allowedOriginsResponseSchema = object({ allowedOrigins: array(string()) })

export const analyticsConfigSchema = object({ isAnalyticsEnabled: boolean() })
/** The project's analytics switches, as the catalogue answers them. */
export type AnalyticsConfig = InferOutput<typeof analyticsConfigSchema>

/** Remote feature switches (`/appkit/v1/config`). Unknown feature ids are kept: new ones must not break old SDKs. */
export const remoteConfigSchema = object({
  features: array(object({ id: string(), isEnabled: boolean(), config: nullish(array(string())) })),
})
/** The project's remote configuration (features switched on for it), as the catalogue answers it. */
export type RemoteConfig = InferOutput<typeof remoteConfigSchema>
