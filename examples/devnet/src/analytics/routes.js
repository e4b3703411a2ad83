// @ts-check
import * as v from 'valibot'
import { MAX_KEPT_EVENTS } from '../config.js'
import { json } from '../http/reply.js'
import { route } from '../http/router.js'

const Event = v.looseObject({
  eventId: v.optional(v.string()),
  url: v.optional(v.string()),
  domain: v.optional(v.string()),
  // Pulse takes both: AppKit's events carry `Date.now()`, its error reports `new Date().toISOString()`.
  timestamp: v.optional(v.union([v.number(), v.pipe(v.string(), v.isoTimestamp())])),
  props: v.optional(v.record(v.string(), v.unknown())),
})
const Batch = v.pipe(v.array(Event), v.maxLength(1000))

/**
 * The analytics sink (POST /e, POST /batch) and its dev view (GET /dev/events, cleared by DELETE or
 * POST /dev/events/clear).
 * @param {import('../services.js').Services} services
 */
export function analyticsRoutes(services) {
  /** @param {string} path @param {string | undefined} origin @param {unknown} body */
  const record = (path, origin, body) => {
    services.events.push({ path, receivedAt: new Date(services.now()).toISOString(), origin: origin ?? null, body })
    if (services.events.length > MAX_KEPT_EVENTS) services.events.splice(0, services.events.length - MAX_KEPT_EVENTS)
  }
  const clear = () => {
    services.events.length = 0
    return json({ events: [] })
  }

  return [
    route('POST', '/e', ({ body, origin }) => {
      record('/e', origin, v.parse(Event, body))
      return json({})
    }),
    route('POST', '/batch', ({ body, origin }) => {
      for (const event of v.parse(Batch, body)) record('/batch', origin, event)
      return json({})
    }),
    route('GET', '/dev/events', () => json({ events: services.events }), { auth: 'none' }),
    route('DELETE', '/dev/events', clear, { auth: 'none' }),
    route('POST', '/dev/events/clear', clear, { auth: 'none' }),
  ]
}
