// Types of src/relay/mailbox.js.

export interface StoredMessage {
  /** sha256 hex of the message, unique per topic */
  key: string
  topic: string
  message: string
  /** ms since epoch */
  publishedAt: number
  /** ms since epoch */
  expiresAt: number
  tag: number
  /** client id of the publisher */
  senderId: string
  /** client ids that acknowledged it */
  ackedBy: Set<string>
}

export interface PublishInput {
  topic: string
  message: string
  /** seconds */
  ttl: number
  tag: number
  senderId: string
}

export interface Mailbox {
  publish(input: PublishInput): { stored: StoredMessage; isNew: boolean }
  pendingFor(topic: string, clientId: string): StoredMessage[]
  acknowledge(clientId: string, topic: string, key: string): void
  size(): number
}

export function createMailbox(options?: { now?: () => number }): Mailbox
