import type { Portico } from '../../portico/types'
import type { ServiceClientOptions } from '../http'

/**
 * What each service client of an instance is built with: the service's base URL (`undefined`: Portico's own) and
 * the instance's project, SDK type and version, client id and fetch.
 */
export function serviceOptions(p: Portico, baseUrl: string | undefined): ServiceClientOptions {
  const options = p.$options.get()
  return {
    baseUrl,
    projectId: options.projectId,
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    clientId: options.clientId,
    fetch: p.platform.fetch,
  }
}
