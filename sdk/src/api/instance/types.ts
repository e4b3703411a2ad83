import type { AnalyticsClient } from '../analytics'
import type { BlockchainClient } from '../blockchain'
import type { CatalogueClient } from '../catalogue'

/** The HTTP clients of one instance, built from its options and its platform's fetch. */
export interface Services {
  catalogue: CatalogueClient
  blockchain: BlockchainClient
  analytics: AnalyticsClient
  /** The catalogue's analytics switch for the project, asked once; off when the service fails. */
  analyticsAllowed(): Promise<boolean>
  /** The catalogue's base URL, for direct image links. */
  catalogueUrl: string
}

/** Where an instance keeps its services once they are loaded (they load on first use, never at start-up). */
export interface ServicesSlot {
  promise?: Promise<Services> | undefined
  /** Requests running now, by what they ask, shared by callers asking the same (see `shareInFlight`). */
  inFlight?: Map<string, Promise<unknown>>
}
