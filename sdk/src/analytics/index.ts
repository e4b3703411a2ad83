// @portico/sdk/analytics — analytics and error telemetry wired to an instance. A separate entry, so that the core
// stays small; the analytics client loads on the first event.
export { watchAnalytics } from './watchAnalytics'
export { trackEvent, type TrackEventErrorType, type TrackEventParams } from './trackEvent'
export { reportErrorToAnalytics, type ReportErrorToAnalyticsErrorType } from './reportErrorToAnalytics'
export { ANALYTICS_EVENTS, type AnalyticsEventName } from './events'
