import type { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { getServices } from '../api/instance/getServices'
import type { ServiceErrorType } from '../api/http/serviceErrorType'

/** What `reportErrorToAnalytics` returns. */
export type ReportErrorToAnalyticsReturnType = boolean

/**
 * Sends an error the instance's telemetry reported to the error telemetry (POST /e, at most ERROR_TELEMETRY_MAX
 * per ERROR_TELEMETRY_WINDOW_MS). Same switches as `trackEvent`; a failed post resolves false (it must not be
 * reported again, or a failing service would feed itself).
 */
export async function reportErrorToAnalytics(p: Portico, error: PorticoError): Promise<boolean> {
  if (!p.$options.get().features.analytics) return false
  const services = await getServices(p)
  if (!(await services.analyticsAllowed())) return false
  return services.analytics.sendError(error, error.category).catch(() => false)
}

/** The error codes `reportErrorToAnalytics` can throw. */
export type ReportErrorToAnalyticsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
