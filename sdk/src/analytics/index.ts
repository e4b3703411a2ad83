// @portico/sdk/analytics — analytics and error telemetry wired to an instance. A separate entry, so that the core
// stays small; the analytics client loads on the first event.
export { watchAnalytics, type WatchAnalyticsReturnType } from './watchAnalytics'
export { trackEvent, type TrackEventReturnType, type TrackEventErrorType, type TrackEventParams } from './trackEvent'
export { ANALYTICS_EVENTS, type AnalyticsEventName } from './events'
