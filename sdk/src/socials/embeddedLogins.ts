import type { SocialProvider } from '../constants'
import type { Portico } from '../portico/types'
import { filterSocials } from './filterSocials'

/** Which embedded-wallet logins the Connect view offers: e-mail, and the social logins in order. */
export interface EmbeddedLogins {
  /** The e-mail field is offered. */
  email: boolean
  /** The social logins offered, in the configured order. */
  socials: SocialProvider[]
}

/** What `embeddedLogins` returns. */
export type EmbeddedLoginsReturnType = EmbeddedLogins

/**
 * The embedded-wallet logins the Connect view offers: the e-mail field and the social providers the features turn
 * on, less those a messaging app's browser cannot complete (`filterSocials`). None without an embedded-wallet
 * (AUTH) connector configured: there would be no wallet to sign in to, and submitting could only fail.
 *
 * @example
 * createPortico({ projectId, networks, connectors: [injected()] })
 * embeddedLogins(portico) // { email: false, socials: [] }
 */
export function embeddedLogins(p: Portico): EmbeddedLogins {
  const { features, connectors } = p.$options.get()
  if (!connectors.some((connector) => connector.type === 'AUTH')) return { email: false, socials: [] }
  return {
    email: features.email,
    socials: features.socials ? filterSocials(features.socials, p.platform.facts()) : [],
  }
}

/** The error codes `embeddedLogins` can throw. */
export type EmbeddedLoginsErrorType = 'INVALID_PARAMETER'
