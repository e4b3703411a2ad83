import { CAIP_NETWORK_ID } from '../caip/caipPatterns'
import * as v from 'valibot'
import { ACCOUNT_TYPES, NAMESPACES, SOCIAL_PROVIDERS, type SocialProvider } from '../constants'
import { caipNetworkSchema } from '../networks/caipNetworkSchema'
import { CONNECT_METHODS } from '../ordering/orderConnectMethods'
import { CONNECTOR_TYPES } from '../ordering/orderConnectorTypes'
import { themeModeSchema } from '../validation/isThemeMode'
import { localeTagSchema } from '../validation/localeTag'
import { allowedUrl } from '../url/schemas'
import { stringOrNumber, urlString } from '../validation/schemaParts'
import { filledTextParam } from '../validation/checkParam'

/**
 * The shape of `PorticoOptions`; an unknown option is an error (it is most often a typo). Built when options are
 * checked, so an entry that never checks options (`@portico/sdk/polkadot`…) does not carry it.
 */
export function optionsSchema() {
  const bool = v.optional(v.boolean())
  const text = v.optional(v.string())
  // Checked, not trimmed: `resolveOptions` keeps the integrator's values as given.
  const nonEmpty = filledTextParam()
  const url = urlString()
  // Addresses Portico opens, fetches from or shows follow the URL policy (`sdk/src/url`).
  const webUrl = allowedUrl('web')
  const optionalWebUrl = v.optional(webUrl)
  const optionalAppLink = v.optional(allowedUrl('appLink'))
  const optionalImageUrl = v.optional(allowedUrl('image'))
  const ids = v.optional(v.array(v.string()))
  const namespace = v.picklist(NAMESPACES)
  const caipNetworkId = v.pipe(v.string(), v.regex(CAIP_NETWORK_ID, 'must be a CAIP-2 id'))
  const anyRecord = v.record(v.string(), v.unknown())
  const fn = v.function()

  const featuresSchema = v.strictObject({
    swaps: bool,
    onramp: bool,
    receive: bool,
    send: bool,
    email: bool,
    emailShowWallets: bool,
    history: bool,
    analytics: bool,
    allWallets: bool,
    legalCheckbox: bool,
    smartSessions: bool,
    collapseWallets: bool,
    pay: bool,
    multiWallet: bool,
    socials: v.optional(
      v.custom<SocialProvider[] | false>(
        (value) => value === false || (Array.isArray(value) && value.every((item) => SOCIAL_PROVIDERS.includes(item))),
        `must be false or a list of ${SOCIAL_PROVIDERS.join(', ')}`,
      ),
    ),
    connectMethodsOrder: v.optional(v.array(v.picklist(CONNECT_METHODS))),
    connectorTypeOrder: v.optional(v.array(v.picklist(CONNECTOR_TYPES))),
  })

  const customWalletSchema = v.looseObject({
    id: nonEmpty,
    name: nonEmpty,
    homepage: optionalWebUrl,
    image_url: optionalImageUrl,
    mobile_link: optionalAppLink,
    desktop_link: optionalAppLink,
    webapp_link: optionalAppLink,
    app_store: optionalWebUrl,
    play_store: optionalWebUrl,
  })

  const siwxSchema = v.looseObject({
    createMessage: fn,
    addSession: fn,
    revokeSession: fn,
    setSessions: fn,
    getSessions: fn,
    getRequired: v.optional(fn),
    signOutOnDisconnect: bool,
  })

  const platformSchema = v.looseObject({
    storage: v.looseObject({ getItem: fn, setItem: fn, removeItem: fn }),
    fetch: fn,
    now: fn,
    setTimeout: fn,
    clearTimeout: fn,
    openLink: fn,
    writeClipboard: fn,
    isVisible: fn,
    onVisibilityChange: fn,
    facts: fn,
  })

  return v.strictObject({
    // Missing or empty, the modal shows the 'Project ID Not Configured' alert (spec §8) rather than failing the page.
    projectId: v.optional(v.string()),
    sdkType: v.optional(nonEmpty),
    sdkVersion: v.optional(nonEmpty),
    features: v.optional(featuresSchema),
    featuredWalletIds: ids,
    includeWalletIds: ids,
    excludeWalletIds: ids,
    customWallets: v.optional(v.array(customWalletSchema)),
    tokens: v.optional(v.record(caipNetworkId, v.looseObject({ address: v.string(), image: optionalImageUrl }))),
    metadata: v.optional(
      v.looseObject({ name: v.string(), description: v.string(), url, icons: v.array(allowedUrl('image')) }),
    ),
    siwx: v.optional(siwxSchema),
    siweConfig: v.optional(anyRecord),
    enableEmbedded: bool,
    allowUnsupportedChain: bool,
    manualWCControl: bool,
    enableNetworkSwitch: bool,
    enableWalletConnect: bool,
    enableEIP6963: bool,
    enableInjected: bool,
    enableWallets: bool,
    enableReconnect: bool,
    enableWalletGuide: bool,
    enableMobileFullScreen: bool,
    enableAuthLogger: bool,
    enableCoinbase: bool,
    coinbasePreference: v.optional(v.picklist(['all', 'smartWalletOnly', 'eoaOnly'])),
    experimentalPreferUniversalLinks: bool,
    disableAppend: bool,
    storageScope: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'letters, digits, - and _ only, up to 32')),
    ),
    termsConditionsUrl: optionalWebUrl,
    privacyPolicyUrl: optionalWebUrl,
    defaultAccountTypes: v.optional(v.record(namespace, v.picklist(ACCOUNT_TYPES))),
    customRpcUrls: v.optional(
      v.record(caipNetworkId, v.array(v.looseObject({ url: webUrl, config: v.optional(anyRecord) }))),
    ),
    isUniversalProvider: bool,
    universalProviderConfigOverride: v.optional(anyRecord),
    allWallets: v.optional(v.picklist(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
    locale: v.optional(localeTagSchema),
    themeMode: v.optional(themeModeSchema),
    themeVariables: v.optional(v.record(v.string(), stringOrNumber)),
    networks: v.optional(v.pipe(v.array(caipNetworkSchema), v.nonEmpty('must list at least one network'))),
    defaultNetwork: v.optional(caipNetworkSchema),
    adapters: v.optional(v.array(v.looseObject({ namespace }))),
    connectors: v.optional(v.array(v.looseObject({ id: v.string(), name: v.string() }))),
    apiUrls: v.optional(
      v.strictObject({
        catalogue: optionalWebUrl,
        blockchain: optionalWebUrl,
        analytics: optionalWebUrl,
        frame: optionalWebUrl,
        verify: optionalWebUrl,
        relay: v.optional(allowedUrl('socket')),
      }),
    ),
    platform: v.optional(platformSchema),
    clientId: text,
    debug: bool,
    onError: v.optional(fn),
  })
}
