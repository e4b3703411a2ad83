import type { Portico } from '../../portico/types'
import type { Services } from './types'

/**
 * The instance's HTTP clients, created on first use and then shared by every action of that instance. The
 * service layer (ofetch, the clients, their schemas) is loaded with a dynamic import here, so an app that never
 * calls a service pays nothing for it at start-up. A failed load is not kept: the next call tries again.
 */
export function getServices(p: Portico): Promise<Services> {
  p.services.promise ??= import('./createServices').then(
    ({ createServices }) => createServices(p),
    (error: unknown) => {
      p.services.promise = undefined
      throw error
    },
  )
  return p.services.promise
}
