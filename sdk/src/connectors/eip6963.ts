import * as v from 'valibot'
import type { PlatformEvents } from '../platform/types'
import { allowedUrlOrUndefined } from '../url/urlPolicy'
import type { Connector, Eip1193Provider } from './types'

/** The event an EIP-6963 wallet announces itself with. */
export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
/** The event that asks EIP-6963 wallets to announce themselves. */
export const REQUEST_EVENT = 'eip6963:requestProvider'

const announcementSchema = v.looseObject({
  info: v.looseObject({
    uuid: v.pipe(v.string(), v.nonEmpty()),
    name: v.pipe(v.string(), v.nonEmpty()),
    icon: v.string(),
    rdns: v.pipe(v.string(), v.nonEmpty()),
  }),
  provider: v.custom<Eip1193Provider>(
    (value) => typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function',
    'provider must have request()',
  ),
})

/** The connector an EIP-6963 announcement describes, or undefined when the announcement is malformed. */
export function announcedConnector(event: Event): Connector | undefined {
  const result = v.safeParse(announcementSchema, (event as { detail?: unknown }).detail)
  if (!result.success) return undefined
  const { uuid, name, rdns } = result.output.info
  // The icon is shown as an image: one the URL policy refuses (EIP-6963 asks for a data URI) is left out.
  const icon = allowedUrlOrUndefined(result.output.info.icon, 'image') ?? ''
  return {
    id: rdns,
    name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: icon || undefined,
    // Only the four fields of EIP-6963's info: anything else the page put in the event stays out.
    info: { uuid, name, icon, rdns },
    provider: result.output.provider,
  }
}

/**
 * EIP-6963 discovery: listens for announcements (late ones included, for as long as it runs) and asks the
 * wallets present to announce themselves. Returns the stop function.
 */
export function discoverAnnounced(events: PlatformEvents, found: (connector: Connector) => void): () => void {
  const listener = (event: Event) => {
    const connector = announcedConnector(event)
    if (connector) found(connector)
  }
  events.addEventListener(ANNOUNCE_EVENT, listener)
  events.dispatchEvent(new Event(REQUEST_EVENT))
  return () => events.removeEventListener(ANNOUNCE_EVENT, listener)
}
