import { CAIP_NETWORK_ID } from '../caip/caipPatterns'
import * as v from 'valibot'
import { ACCOUNT_TYPES, NAMESPACES, SOCIAL_PROVIDERS, type Namespace } from '../constants'
import { allowedUrl, urlOrDropped } from '../url/schemas'
import { wholeNumber } from '../validation/schemaParts'

/** A stored value: its key (without the prefix) and the schema every read is checked against. */
export interface StorageKey<T> {
  name: string
  schema: v.GenericSchema<unknown, T>
}

function key<T>(name: string, schema: v.GenericSchema<unknown, T>): StorageKey<T> {
  return { name, schema }
}

const namespace = v.picklist(NAMESPACES)
const optionalText = v.nullish(v.string())

/** A recent wallet as stored: a link or image the URL policy refuses is dropped on read (the wallet stays). */
export const recentWalletSchema = v.looseObject({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  image_id: optionalText,
  image_url: urlOrDropped('image'),
  rdns: optionalText,
  mobile_link: urlOrDropped('appLink'),
  desktop_link: urlOrDropped('appLink'),
  webapp_link: urlOrDropped('appLink'),
})

const connectionSchema = v.looseObject({
  connectorId: v.string(),
  accounts: v.array(v.looseObject({ address: v.string(), type: v.optional(v.picklist(ACCOUNT_TYPES)) })),
  name: v.optional(v.string()),
  icon: v.optional(v.string()),
  /** The account in use among `accounts`. */
  address: v.optional(v.string()),
})

/** Every value Portico keeps in storage (spec §7 local storage). */
export const STORAGE_KEYS = {
  /** The wallet a pairing link was last opened in. */
  deepLinkChoice: key('deeplink_choice', v.object({ href: allowedUrl('appLink'), name: v.string() })),
  activeNamespace: key('active_namespace', namespace),
  activeNetworkId: key('active_caip_network_id', v.pipe(v.string(), v.regex(CAIP_NETWORK_ID))),
  recentWallets: key('recent_wallets', v.array(recentWalletSchema)),
  socialProvider: key('social_provider', v.picklist(SOCIAL_PROVIDERS)),
  connectionStatus: key('connection_status', v.picklist(['connected', 'disconnected', 'connecting', 'reconnecting'])),
  connectedNamespaces: key('connected_namespaces', v.array(namespace)),
  preferredAccountTypes: key('preferred_account_types', v.record(namespace, v.picklist(ACCOUNT_TYPES))),
  connections: key('connections', v.record(namespace, v.array(connectionSchema))),
  lastEmailLoginTime: key('last_email_login_time', wholeNumber(0)),
} as const

/** The id of the connector a namespace is connected through. */
export function connectedConnectorKey(ns: Namespace): StorageKey<string> {
  return key(`${ns}:connected_connector_id`, v.pipe(v.string(), v.nonEmpty()))
}

/** A cached value, stamped with when it was written. */
export function cacheKey<T>(
  name: string,
  value: v.GenericSchema<unknown, T>,
): StorageKey<{ timestamp: number; value: T }> {
  return key(`cache:${name}`, v.object({ timestamp: v.number(), value }))
}
