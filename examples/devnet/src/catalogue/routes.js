// @ts-check
import * as v from 'valibot'
import { CATALOGUE_DEFAULT_ENTRIES, CATALOGUE_MAX_ENTRIES } from '../config.js'
import { listedOrigins } from '../http/origins.js'
import { json } from '../http/reply.js'
import { route } from '../http/router.js'

const Csv = v.pipe(v.string(), v.maxLength(20_000), v.transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean)))
const Count = (/** @type {number} */ max) => v.pipe(v.string(), v.regex(/^\d+$/, 'Must be a positive integer'), v.transform(Number), v.minValue(1), v.maxValue(max))
const WalletsQuery = v.object({
  page: v.optional(Count(1_000_000), '1'),
  entries: v.optional(Count(CATALOGUE_MAX_ENTRIES), String(CATALOGUE_DEFAULT_ENTRIES)),
  search: v.optional(v.pipe(v.string(), v.maxLength(200), v.trim())),
  badge_type: v.optional(v.picklist(['none', 'certified'])),
  badge: v.optional(v.picklist(['none', 'certified'])),
  include: v.optional(Csv),
  exclude: v.optional(Csv),
  chains: v.optional(Csv),
  names: v.optional(Csv),
  rdns: v.optional(Csv),
})

/** Remote features of the devnet project (`/appkit/v1/config`). */
const FEATURES = [
  { id: 'activity', isEnabled: true, config: null },
  { id: 'onramp', isEnabled: true, config: ['meld'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  // E-mail login is switched on by 'email' among the social providers, as the service lists it.
  { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
  { id: 'reown_branding', isEnabled: true, config: null },
  { id: 'multi_wallet', isEnabled: false, config: null },
  { id: 'email_capture', isEnabled: false, config: null },
  { id: 'fund_from_exchange', isEnabled: false, config: null },
  { id: 'payments', isEnabled: false, config: null },
  { id: 'reown_authentication', isEnabled: false, config: null },
  { id: 'headless', isEnabled: true, config: null },
]

/**
 * The wallet catalogue and project endpoints: /getWallets with every filter, origins, analytics config,
 * remote config and plan limits.
 * @param {import('../services.js').Services} services
 * @param {import('./wallets.js').WcWallet[]} catalogue
 */
export function catalogueRoutes(services, catalogue) {
  return [
    route('GET', '/getWallets', ({ query }) => {
      const known = Object.keys(WalletsQuery.entries)
      const params = v.parse(WalletsQuery, Object.fromEntries(Object.entries(query).filter(([key, value]) => known.includes(key) && value !== '')))
      const badge = params.badge_type ?? params.badge
      const search = params.search?.toLowerCase()
      const lower = (/** @type {string[] | undefined} */ list) => list?.map((item) => item.toLowerCase())
      const names = lower(params.names)
      const rdns = lower(params.rdns)
      const matching = catalogue.filter(
        (w) =>
          (!params.include || params.include.includes(w.id)) &&
          (!params.exclude?.includes(w.id)) &&
          (!params.chains || w.chains.some((chain) => params.chains?.includes(chain))) &&
          (!search || w.name.toLowerCase().includes(search)) &&
          (badge !== 'certified' || w.badge_type === 'certified') &&
          (!names || names.includes(w.name.toLowerCase())) &&
          (!rdns || (w.rdns !== null && rdns.includes(w.rdns.toLowerCase()))),
      )
      const start = (params.page - 1) * params.entries
      return json({ data: matching.slice(start, start + params.entries), count: matching.length })
    }),
    route('GET', '/projects/v1/origins', () => json({ allowedOrigins: listedOrigins(services.allowedOrigins) })),
    route('GET', '/getAnalyticsConfig', () => json({ isAnalyticsEnabled: true })),
    route('GET', '/appkit/v1/config', () => json({ features: FEATURES })),
    route('GET', '/appkit/v1/project-limits', () =>
      json({ planLimits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false } }),
    ),
  ]
}
