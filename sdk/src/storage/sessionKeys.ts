import * as v from 'valibot'
import { ACCOUNT_TYPES, NAMESPACES, SOCIAL_PROVIDERS } from '../constants'
import { allowedUrl } from '../url/schemas'
import { wholeNumber } from '../validation/schemaParts'
import { key } from './keys'

const namespace = v.picklist(NAMESPACES)

const connectionSchema = v.looseObject({
  connectorId: v.string(),
  accounts: v.array(v.looseObject({ address: v.string(), type: v.optional(v.picklist(ACCOUNT_TYPES)) })),
  name: v.optional(v.string()),
  icon: v.optional(v.string()),
  /** The account in use among `accounts`. */
  address: v.optional(v.string()),
})

/**
 * The values of spec §7's local storage that a connection or a login writes (the connections and their status, the
 * social provider and the e-mail login's time, the wallet a pairing link was opened in). Only the code that loads
 * with a connection or a login reads them, so the core's start does not carry their schemas; the values read at
 * start are `STORAGE_KEYS` (`./keys`).
 */
export const SESSION_KEYS = {
  /** The wallet a pairing link was last opened in. */
  deepLinkChoice: key('deeplink_choice', v.object({ href: allowedUrl('appLink'), name: v.string() })),
  socialProvider: key('social_provider', v.picklist(SOCIAL_PROVIDERS)),
  connectionStatus: key('connection_status', v.picklist(['connected', 'disconnected', 'connecting', 'reconnecting'])),
  connectedNamespaces: key('connected_namespaces', v.array(namespace)),
  connections: key('connections', v.record(namespace, v.array(connectionSchema))),
  lastEmailLoginTime: key('last_email_login_time', wholeNumber(0)),
} as const
