import * as v from 'valibot'
import { ERROR_TELEMETRY_MAX, ERROR_TELEMETRY_WINDOW_MS } from '../../constants'
import { isPorticoError } from '../../errors'
import { isHttpError, serviceHttp, type ServiceClientOptions } from '../http'
import { DEFAULT_ANALYTICS_URL } from '../urls'
import { randomUuid } from './randomUuid'

/** An event the modal reports, e.g. `{ event: 'MODAL_OPEN', properties: { connected: false } }`. */
export interface AnalyticsEvent {
  type?: 'track'
  event: string
  properties?: Record<string, unknown>
  /** The connected address, when there is one. */
  address?: string | undefined
}

/** The service's answer to a post: a JSON object (`{}`). An empty or other body means the event was not taken. */
const postAnswer = v.custom<object>(
  (answer) => typeof answer === 'object' && answer !== null && !Array.isArray(answer),
  'must be a JSON object',
)

/** Never sent (spec §7). */
export const UNSENT_EVENTS: readonly string[] = ['MODAL_CREATED']

/** How `createAnalyticsClient` reaches the analytics service. */
export interface AnalyticsClientOptions extends Omit<ServiceClientOptions, 'clientId'> {
  /** With false (or a function returning false) the client makes no request of any kind. Read at each call. */
  enabled: boolean | (() => boolean)
  /** The clock for timestamps and the error rate limit; defaults to `Date.now`, read at call time. */
  now?: () => number
  /** The page the modal runs on; defaults to `globalThis.location` when there is one, read at call time. */
  page?: () => { url: string; domain: string }
  /** Called once, on the first HTTP 403: the origin is not on the project's allowlist. */
  onForbidden?: () => void
}

/** The analytics service's client: events and errors, for apps that send their own. */
export interface AnalyticsClient {
  /**
   * Posts the event; resolves true once the service answered with its success answer (a JSON object), false when
   * it was not sent (disabled or never-sent type). A failed post rejects with a PorticoError (HTTP_STATUS,
   * INVALID_RESPONSE for an empty or wrong-shaped answer, or the request's own failure).
   */
  sendEvent(event: AnalyticsEvent): Promise<boolean>
  /** Posts error telemetry, at most ERROR_TELEMETRY_MAX per ERROR_TELEMETRY_WINDOW_MS; false when not sent. */
  sendError(error: unknown, event?: string): Promise<boolean>
}

/** Analytics and error telemetry: POST /e?projectId&st&sv (spec §7). */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const http = serviceHttp(options, DEFAULT_ANALYTICS_URL)
  const now = options.now ?? (() => Date.now())
  const page = options.page ?? currentPage
  const isEnabled = (): boolean => (typeof options.enabled === 'function' ? options.enabled() : options.enabled)
  let errorTimes: number[] = []
  let forbiddenReported = false

  async function post(props: Record<string, unknown>): Promise<boolean> {
    const { url, domain } = page()
    const body = { eventId: randomUuid(), url, domain, timestamp: now(), props }
    try {
      await http.post('/e', body, postAnswer)
      return true
    } catch (error) {
      if (isHttpError(error, 403) && !forbiddenReported) {
        forbiddenReported = true
        options.onForbidden?.()
      }
      throw error
    }
  }

  return {
    async sendEvent(event) {
      if (!isEnabled() || UNSENT_EVENTS.includes(event.event)) return false
      const { type = 'track', properties, address } = event
      return post({ type, event: event.event, properties, address })
    },
    async sendError(error, event) {
      if (!isEnabled()) return false
      const time = now()
      errorTimes = errorTimes.filter((sent) => time - sent < ERROR_TELEMETRY_WINDOW_MS)
      if (errorTimes.length >= ERROR_TELEMETRY_MAX) return false
      errorTimes.push(time)
      const known = error instanceof Error ? error : undefined
      return post({
        type: 'error',
        event: event ?? (isPorticoError(error) ? error.category : 'INTERNAL_SDK_ERROR'),
        errorType: known?.name ?? typeof error,
        errorMessage: known?.message ?? String(error),
        stackTrace: known?.stack,
      })
    },
  }
}

function currentPage(): { url: string; domain: string } {
  const location = (globalThis as { location?: { href?: string; host?: string } }).location
  return { url: location?.href ?? '', domain: location?.host ?? '' }
}
