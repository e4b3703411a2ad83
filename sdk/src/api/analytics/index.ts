export {
  createAnalyticsClient,
  UNSENT_EVENTS,
  type AnalyticsClient,
  type AnalyticsClientOptions,
  type AnalyticsEvent,
} from './createAnalyticsClient'
