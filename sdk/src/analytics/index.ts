// @portico/sdk/analytics — analytics and error telemetry wired to an instance. A separate entry, so that the core
// stays small; the analytics client loads on the first event.
export { watchAnalytics } from './watchAnalytics'
export { trackEvent, type TrackEventParams } from './trackEvent'
export { reportErrorToAnalytics } from './reportErrorToAnalytics'
export { ANALYTICS_EVENTS, type AnalyticsEventName } from './events'
