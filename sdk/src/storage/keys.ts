import { CAIP_NETWORK_ID } from '../caip/caipPatterns'
import * as v from 'valibot'
import { ACCOUNT_TYPES, NAMESPACES, type Namespace } from '../constants'
import { urlOrDropped } from '../url/schemas'

/** A stored value: its key (without the prefix) and the schema every read is checked against. */
export interface StorageKey<T> {
  name: string
  schema: v.GenericSchema<unknown, T>
}

/** A stored value's key (its name without the prefix) and the schema its reads are checked against. */
export function key<T>(name: string, schema: v.GenericSchema<unknown, T>): StorageKey<T> {
  return { name, schema }
}

const namespace = v.picklist(NAMESPACES)
// A catalogue answer may hold null where a wallet has no value.
const optionalText = v.optional(
  v.custom<string | null>((value) => value === null || typeof value === 'string', 'must be a text or null'),
)

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

/**
 * The values of spec §7's local storage that an instance reads at start (the active network, the preferred account
 * types, the recent wallets); the values a connection or a login writes are `SESSION_KEYS` (`./sessionKeys`), read
 * only by the code that loads with them.
 */
export const STORAGE_KEYS = {
  activeNamespace: key('active_namespace', namespace),
  activeNetworkId: key('active_caip_network_id', v.pipe(v.string(), v.regex(CAIP_NETWORK_ID))),
  recentWallets: key('recent_wallets', v.array(recentWalletSchema)),
  preferredAccountTypes: key('preferred_account_types', v.record(namespace, v.picklist(ACCOUNT_TYPES))),
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
  return key(`cache:${name}`, v.looseObject({ timestamp: v.number(), value }))
}
