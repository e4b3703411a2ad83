// @ts-check
// Who is subscribed to which topic, and delivery: a publish reaches every other subscriber at once,
// a subscribe hands over what the mailbox holds for that client, and an ack marks a message delivered.
// A client holds at most one unacknowledged copy of a message, whichever of its sockets it went to: a
// WalletConnect client handed the same message twice in quick succession processes it twice.
import { createHash } from 'node:crypto'

/**
 * The id a WalletConnect client expects for its subscription: sha256 hex of topic + client id
 * (the client computes the same id itself when it skips a subscribe).
 * @param {string} topic
 * @param {string} clientId
 * @returns {string}
 */
export function subscriptionId(topic, clientId) {
  return createHash('sha256').update(topic + clientId).digest('hex')
}

/**
 * @typedef {object} SubscriptionPush the frame the relay sends a subscriber
 * @property {number} id
 * @property {'2.0'} jsonrpc
 * @property {'irn_subscription'} method
 * @property {{ id: string, data: { topic: string, message: string, publishedAt: number, tag: number } }} params
 */

/**
 * One connected socket, seen by the hub.
 * @typedef {object} Link
 * @property {string} clientId
 * @property {(frame: SubscriptionPush) => void} send
 * @property {Set<string>} topics topics this socket is subscribed to
 * @property {Map<number, { topic: string, key: string }>} inflight pushes sent and not yet acknowledged, by frame id
 */

/**
 * @param {{ mailbox: import('./mailbox.js').Mailbox }} deps
 */
export function createHub({ mailbox }) {
  /** @type {Map<string, Set<Link>>} */
  const subscribers = new Map()
  /** @type {Map<string, Set<Link>>} the open sockets of each client id */
  const clients = new Map()
  let lastPushId = 0

  /**
   * @param {string} clientId
   * @param {(frame: SubscriptionPush) => void} send
   * @returns {Link}
   */
  function attach(clientId, send) {
    /** @type {Link} */
    const link = { clientId, send, topics: new Set(), inflight: new Map() }
    const links = clients.get(clientId) ?? new Set()
    clients.set(clientId, links)
    links.add(link)
    return link
  }

  /**
   * Forgets a closed socket. Pushes it never acknowledged stay undelivered in the mailbox, and go at once to
   * another socket of the same client subscribed to their topic.
   * @param {Link} link
   */
  function detach(link) {
    for (const topic of link.topics) unsubscribe(link, topic)
    const unacknowledged = [...link.inflight.values()]
    link.inflight.clear()
    const links = clients.get(link.clientId)
    links?.delete(link)
    if (links?.size === 0) clients.delete(link.clientId)
    for (const { topic, key } of unacknowledged) {
      const stored = mailbox.pendingFor(topic, link.clientId).find((m) => m.key === key)
      const other = [...(links ?? [])].find((l) => l.topics.has(topic))
      if (stored && other) deliver(other, stored)
    }
  }

  /**
   * Whether a message was pushed to one of the client's sockets and awaits its ack.
   * @param {string} clientId
   * @param {{ topic: string, key: string }} stored
   */
  function isInflight(clientId, stored) {
    for (const link of clients.get(clientId) ?? [])
      for (const pending of link.inflight.values()) if (pending.key === stored.key && pending.topic === stored.topic) return true
    return false
  }

  /**
   * @param {Link} link
   * @param {import('./mailbox.js').StoredMessage} stored
   */
  function deliver(link, stored) {
    if (stored.senderId === link.clientId || stored.ackedBy.has(link.clientId) || isInflight(link.clientId, stored)) return
    lastPushId += 1
    link.inflight.set(lastPushId, { topic: stored.topic, key: stored.key })
    const { topic, message, publishedAt, tag } = stored
    link.send({
      id: lastPushId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId(topic, link.clientId), data: { topic, message, publishedAt, tag } },
    })
  }

  /**
   * Subscribes a socket to a topic and hands it the stored messages it has not acknowledged yet.
   * @param {Link} link
   * @param {string} topic
   * @returns {string} the subscription id
   */
  function subscribe(link, topic) {
    const links = subscribers.get(topic) ?? new Set()
    subscribers.set(topic, links)
    links.add(link)
    link.topics.add(topic)
    for (const stored of mailbox.pendingFor(topic, link.clientId)) deliver(link, stored)
    return subscriptionId(topic, link.clientId)
  }

  /**
   * @param {Link} link
   * @param {string} topic
   */
  function unsubscribe(link, topic) {
    link.topics.delete(topic)
    const links = subscribers.get(topic)
    if (!links) return
    links.delete(link)
    if (links.size === 0) subscribers.delete(topic)
  }

  /**
   * Stores a message and pushes it to every subscriber of the topic except the sender's own client.
   * @param {Link} link the sender
   * @param {{ topic: string, message: string, ttl: number, tag: number }} input
   */
  function publish(link, { topic, message, ttl, tag }) {
    const { stored } = mailbox.publish({ topic, message, ttl, tag, senderId: link.clientId })
    for (const subscriber of subscribers.get(topic) ?? []) deliver(subscriber, stored)
  }

  /**
   * Hands over, in a reply rather than as pushes, the stored messages the client has not acknowledged
   * on the given topics, less those pushed to the client and awaiting their ack; the reply counts as delivery.
   * @param {Link} link
   * @param {string[]} topics
   * @returns {{ topic: string, message: string, publishedAt: number }[]}
   */
  function fetchPending(link, topics) {
    const messages = topics
      .flatMap((topic) => mailbox.pendingFor(topic, link.clientId))
      .filter((stored) => !isInflight(link.clientId, stored))
    for (const stored of messages) mailbox.acknowledge(link.clientId, stored.topic, stored.key)
    return messages.map(({ topic, message, publishedAt }) => ({ topic, message, publishedAt }))
  }

  /**
   * Records the client's ack of a push.
   * @param {Link} link
   * @param {number | string} pushId
   * @returns {boolean} whether the id matched a push awaiting its ack
   */
  function acknowledge(link, pushId) {
    const pending = typeof pushId === 'number' ? link.inflight.get(pushId) : undefined
    if (!pending) return false
    link.inflight.delete(/** @type {number} */ (pushId))
    mailbox.acknowledge(link.clientId, pending.topic, pending.key)
    return true
  }

  return { attach, detach, subscribe, unsubscribe, publish, fetchPending, acknowledge }
}

/** @typedef {ReturnType<typeof createHub>} Hub */
