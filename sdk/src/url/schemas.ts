import * as v from 'valibot'
import { allowedUrlOrUndefined, isAllowedUrl, type UrlKind } from './urlPolicy'

const DESCRIPTIONS: Readonly<Record<UrlKind, string>> = {
  web: 'must be an https URL (http only on loopback)',
  appLink: "must be an https URL or the wallet's own scheme:// link",
  image: 'must be an https, data:image or blob: URL',
  pairing: 'must be a wc: pairing link',
  socket: 'must be a wss URL (ws only on loopback)',
}

/**
 * A string the URL policy allows as `kind`: for options and answers where a bad URL makes the whole value wrong.
 *
 * @example v.object({ termsConditionsUrl: v.optional(allowedUrl('web')) })
 */
export const allowedUrl = (kind: UrlKind) =>
  v.pipe(
    v.string(),
    v.check((value) => isAllowedUrl(value, kind), DESCRIPTIONS[kind]),
  )

/**
 * A field that may hold a URL: kept (trimmed) when the policy allows it as `kind`, dropped to undefined otherwise —
 * for a service's answer, where one bad link must not cost the user the rest of the entry.
 *
 * @example v.object({ desktop_link: urlOrDropped('appLink') })
 */
export const urlOrDropped = (kind: UrlKind) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): string | undefined => allowedUrlOrUndefined(value, kind)),
    ),
  )
