// @ts-check
// The JSON-RPC methods the relay answers. Each validates its params, then acts on the hub for the
// calling socket. Handlers know nothing of sockets.
import * as v from 'valibot'
import {
  JSON_RPC_INVALID_PARAMS,
  JSON_RPC_METHOD_NOT_FOUND,
  TAG_NONE,
  TAG_SESSION_PROPOSAL,
  TAG_SESSION_PROPOSAL_RESPONSE,
  TAG_SESSION_SETTLE,
} from './constants.js'
import { RpcError } from './jsonrpc.js'

const Topic = v.pipe(v.string(), v.nonEmpty())
const Message = v.pipe(v.string(), v.nonEmpty())
const Ttl = v.pipe(v.number(), v.integer(), v.minValue(1))
const Tag = v.optional(v.pipe(v.number(), v.integer()), TAG_NONE)

const PublishParams = v.looseObject({ topic: Topic, message: Message, ttl: Ttl, tag: Tag })

/**
 * @typedef {object} MethodContext
 * @property {import('./hub.js').Hub} hub
 * @property {import('./hub.js').Link} link the calling socket
 */

/**
 * @template {v.GenericSchema} TSchema
 * @param {TSchema} schema
 * @param {(params: v.InferOutput<TSchema>, context: MethodContext) => unknown} run
 * @returns {(params: unknown, context: MethodContext) => unknown}
 */
function method(schema, run) {
  return (params, context) => {
    const parsed = v.safeParse(schema, params)
    if (!parsed.success) throw new RpcError(JSON_RPC_INVALID_PARAMS, `Invalid params: ${v.summarize(parsed.issues)}`)
    return run(parsed.output, context)
  }
}

/** @type {Record<string, (params: unknown, context: MethodContext) => unknown>} */
const METHODS = {
  irn_subscribe: method(v.looseObject({ topic: Topic }), ({ topic }, { hub, link }) => hub.subscribe(link, topic)),

  irn_batchSubscribe: method(v.looseObject({ topics: v.array(Topic) }), ({ topics }, { hub, link }) =>
    topics.map((topic) => hub.subscribe(link, topic)),
  ),

  irn_unsubscribe: method(v.looseObject({ topic: Topic }), ({ topic }, { hub, link }) => {
    hub.unsubscribe(link, topic)
    return true
  }),

  irn_batchUnsubscribe: method(
    v.looseObject({ subscriptions: v.array(v.looseObject({ topic: Topic })) }),
    ({ subscriptions }, { hub, link }) => {
      for (const { topic } of subscriptions) hub.unsubscribe(link, topic)
      return true
    },
  ),

  irn_publish: method(PublishParams, ({ topic, message, ttl, tag }, { hub, link }) => {
    hub.publish(link, { topic, message, ttl, tag })
    return true
  }),

  irn_batchPublish: method(v.looseObject({ messages: v.array(PublishParams) }), ({ messages }, { hub, link }) => {
    for (const { topic, message, ttl, tag } of messages) hub.publish(link, { topic, message, ttl, tag })
    return true
  }),

  irn_batchFetchMessages: method(v.looseObject({ topics: v.array(Topic) }), ({ topics }, { hub, link }) => ({
    messages: hub.fetchPending(link, topics),
    hasMore: false,
  })),

  // The dapp sends its proposal without subscribing to the pairing topic: the relay subscribes it.
  wc_proposeSession: method(
    v.looseObject({ pairingTopic: Topic, sessionProposal: Message, ttl: Ttl }),
    ({ pairingTopic, sessionProposal, ttl }, { hub, link }) => {
      hub.subscribe(link, pairingTopic)
      hub.publish(link, { topic: pairingTopic, message: sessionProposal, ttl, tag: TAG_SESSION_PROPOSAL })
      return true
    },
  ),

  // The wallet answers on the pairing topic and settles on the new session topic, which it is subscribed to.
  wc_approveSession: method(
    v.looseObject({
      sessionTopic: Topic,
      pairingTopic: Topic,
      sessionProposalResponse: Message,
      sessionSettlementRequest: Message,
      ttl: Ttl,
    }),
    ({ sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl }, { hub, link }) => {
      hub.subscribe(link, sessionTopic)
      hub.publish(link, { topic: pairingTopic, message: sessionProposalResponse, ttl, tag: TAG_SESSION_PROPOSAL_RESPONSE })
      hub.publish(link, { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: TAG_SESSION_SETTLE })
      return true
    },
  ),
}

/** Names of the methods the relay answers. */
export const METHOD_NAMES = Object.keys(METHODS)

/**
 * Runs one JSON-RPC method for the calling socket.
 * @param {string} name
 * @param {unknown} params
 * @param {MethodContext} context
 * @returns {unknown} the result
 * @throws {RpcError} for an unknown method or invalid params
 */
export function runMethod(name, params, context) {
  const handler = Object.hasOwn(METHODS, name) ? METHODS[name] : undefined
  if (!handler) throw new RpcError(JSON_RPC_METHOD_NOT_FOUND, `Method not found: ${name}`)
  return handler(params, context)
}
