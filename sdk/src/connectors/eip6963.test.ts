import { describe, expect, it } from 'vitest'
import { ANNOUNCE_EVENT, REQUEST_EVENT, announcedConnector, discoverAnnounced } from './eip6963'
import type { Connector } from './types'

const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Wallet',
  icon: 'data:image/png;base64,',
  rdns: 'io.wallet',
}
const provider = { request: async () => null }
const announcement = (detail: unknown) => new CustomEvent(ANNOUNCE_EVENT, { detail })

describe('EIP-6963 discovery', () => {
  it('reads an announcement as an ANNOUNCED eip155 connector whose id is the rdns', () => {
    expect(announcedConnector(announcement({ info, provider }))).toEqual({
      id: 'io.wallet',
      name: 'Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: info.icon,
      info,
      provider,
    })
  })

  it("keeps only EIP-6963's four info fields: anything else a page put in the event stays out", () => {
    const connector = announcedConnector(announcement({ info: { ...info, admin: true }, provider, extra: 1 }))
    expect(connector?.info).toEqual(info)
  })

  it('keeps the wallet but not an icon the URL policy refuses', () => {
    const connector = announcedConnector(announcement({ info: { ...info, icon: 'javascript:alert(1)' }, provider }))
    expect(connector).toMatchObject({ id: 'io.wallet', name: 'Wallet', imageUrl: undefined, info: { icon: '' } })
  })

  it('ignores a malformed announcement', () => {
    expect(announcedConnector(announcement({ info: { ...info, rdns: '' }, provider }))).toBeUndefined()
    expect(announcedConnector(announcement({ info, provider: {} }))).toBeUndefined()
    expect(announcedConnector(announcement(undefined))).toBeUndefined()
    expect(announcedConnector(new Event(ANNOUNCE_EVENT))).toBeUndefined()
  })

  it('asks wallets to announce, hears late announcements, and stops hearing when stopped', () => {
    const target = new EventTarget()
    let requests = 0
    target.addEventListener(REQUEST_EVENT, () => requests++)
    const found: Connector[] = []
    const stop = discoverAnnounced(target, (c) => found.push(c))
    expect(requests).toBe(1)
    target.dispatchEvent(announcement({ info, provider }))
    expect(found.map((c) => c.id)).toEqual(['io.wallet'])
    stop()
    target.dispatchEvent(announcement({ info, provider }))
    expect(found).toHaveLength(1)
  })
})
