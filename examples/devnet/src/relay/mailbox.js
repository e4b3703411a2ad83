// @ts-check
// The relay's topic store: every published message is kept until its ttl runs out, so a client that
// subscribes later (or reconnects) still gets it. Delivery is tracked per client id: a message a client
// acknowledged is never handed to that client again; one it did not acknowledge is handed out again.
import { createHash } from 'node:crypto'
import { MS_PER_SECOND } from './constants.js'

/**
 * @typedef {object} StoredMessage
 * @property {string} key sha256 hex of the message, unique per topic
 * @property {string} topic
 * @property {string} message
 * @property {number} publishedAt ms since epoch
 * @property {number} expiresAt ms since epoch
 * @property {number} tag
 * @property {string} senderId client id of the publisher
 * @property {Set<string>} ackedBy client ids that acknowledged it
 */

/**
 * @typedef {object} PublishInput
 * @property {string} topic
 * @property {string} message
 * @property {number} ttl seconds
 * @property {number} tag
 * @property {string} senderId
 */

/**
 * @param {{ now?: () => number }} [options] the clock (ms since epoch); `Date.now` unless given
 */
export function createMailbox({ now = Date.now } = {}) {
  /** @type {Map<string, Map<string, StoredMessage>>} topic → key → message */
  const topics = new Map()

  /** Drops every expired message. */
  function prune() {
    const time = now()
    for (const [topic, messages] of topics) {
      for (const [key, stored] of messages) if (stored.expiresAt <= time) messages.delete(key)
      if (messages.size === 0) topics.delete(topic)
    }
  }

  /**
   * Stores a message. Publishing the same message on the same topic again keeps the first copy.
   * @param {PublishInput} input
   * @returns {{ stored: StoredMessage, isNew: boolean }}
   */
  function publish({ topic, message, ttl, tag, senderId }) {
    prune()
    const key = createHash('sha256').update(message).digest('hex')
    const messages = topics.get(topic) ?? new Map()
    topics.set(topic, messages)
    const existing = messages.get(key)
    if (existing) return { stored: existing, isNew: false }
    const publishedAt = now()
    /** @type {StoredMessage} */
    const stored = {
      key,
      topic,
      message,
      publishedAt,
      expiresAt: publishedAt + ttl * MS_PER_SECOND,
      tag,
      senderId,
      ackedBy: new Set(),
    }
    messages.set(key, stored)
    return { stored, isNew: true }
  }

  /**
   * Live messages on a topic that the client neither sent nor acknowledged, oldest first.
   * @param {string} topic
   * @param {string} clientId
   * @returns {StoredMessage[]}
   */
  function pendingFor(topic, clientId) {
    prune()
    const messages = topics.get(topic)
    if (!messages) return []
    return [...messages.values()].filter((m) => m.senderId !== clientId && !m.ackedBy.has(clientId))
  }

  /**
   * Records that a client received a message; it will not be handed to that client again.
   * @param {string} clientId
   * @param {string} topic
   * @param {string} key
   */
  function acknowledge(clientId, topic, key) {
    topics.get(topic)?.get(key)?.ackedBy.add(clientId)
  }

  /** @returns {number} how many live messages are stored */
  function size() {
    prune()
    let count = 0
    for (const messages of topics.values()) count += messages.size
    return count
  }

  return { publish, pendingFor, acknowledge, size }
}

/** @typedef {ReturnType<typeof createMailbox>} Mailbox */
