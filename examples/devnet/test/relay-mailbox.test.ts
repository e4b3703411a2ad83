import { describe, expect, it } from 'vitest'
import { createMailbox } from '../src/relay/mailbox.js'

function manualClock(start = 1_700_000_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

const base = { topic: 'topic-a', ttl: 60, tag: 1108, senderId: 'dapp' }

describe('relay mailbox', () => {
  it('hands a stored message to a later subscriber, but never back to its sender', () => {
    const mailbox = createMailbox(manualClock())
    mailbox.publish({ ...base, message: 'hello' })
    expect(mailbox.pendingFor('topic-a', 'wallet').map((m) => m.message)).toEqual(['hello'])
    expect(mailbox.pendingFor('topic-a', 'dapp')).toEqual([])
    expect(mailbox.pendingFor('topic-b', 'wallet')).toEqual([])
  })

  it('stamps the publish time from the injected clock', () => {
    const clock = manualClock(5_000)
    const mailbox = createMailbox(clock)
    const { stored } = mailbox.publish({ ...base, message: 'hello' })
    expect(stored.publishedAt).toBe(5_000)
    expect(stored.expiresAt).toBe(5_000 + 60_000)
  })

  it('keeps a message until its ttl (seconds) runs out, then drops it', () => {
    const clock = manualClock()
    const mailbox = createMailbox(clock)
    mailbox.publish({ ...base, message: 'short', ttl: 10 })
    clock.advance(9_999)
    expect(mailbox.pendingFor('topic-a', 'wallet')).toHaveLength(1)
    clock.advance(1)
    expect(mailbox.pendingFor('topic-a', 'wallet')).toHaveLength(0)
    expect(mailbox.size()).toBe(0)
  })

  it('stops handing a message to a client once that client acknowledged it, per client id', () => {
    const mailbox = createMailbox(manualClock())
    const { stored } = mailbox.publish({ ...base, message: 'hello' })
    mailbox.acknowledge('wallet', stored.topic, stored.key)
    expect(mailbox.pendingFor('topic-a', 'wallet')).toEqual([])
    expect(mailbox.pendingFor('topic-a', 'other-wallet')).toHaveLength(1)
  })

  it('keeps one copy of a message published twice on a topic', () => {
    const mailbox = createMailbox(manualClock())
    const first = mailbox.publish({ ...base, message: 'hello' })
    const again = mailbox.publish({ ...base, message: 'hello' })
    expect(first.isNew).toBe(true)
    expect(again.isNew).toBe(false)
    expect(mailbox.size()).toBe(1)
    mailbox.publish({ ...base, topic: 'topic-b', message: 'hello' })
    expect(mailbox.size()).toBe(2)
  })

  it('returns pending messages oldest first', () => {
    const clock = manualClock()
    const mailbox = createMailbox(clock)
    mailbox.publish({ ...base, message: 'one' })
    clock.advance(1)
    mailbox.publish({ ...base, message: 'two' })
    expect(mailbox.pendingFor('topic-a', 'wallet').map((m) => m.message)).toEqual(['one', 'two'])
  })
})
