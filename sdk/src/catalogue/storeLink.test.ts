import { describe, expect, it } from 'vitest'
import { storeLink } from './storeLink'

const WALLET = {
  app_store: 'https://apps.apple.com/app/aurora',
  play_store: 'https://play.google.com/store/apps/details?id=aurora',
  homepage: 'https://aurora.example',
}
const DESKTOP = { isIos: false, isAndroid: false }

describe('storeLink', () => {
  it("gives the device's store, and the home page elsewhere", () => {
    expect(storeLink(WALLET, { isIos: true, isAndroid: false })).toBe(WALLET.app_store)
    expect(storeLink(WALLET, { isIos: false, isAndroid: true })).toBe(WALLET.play_store)
    expect(storeLink(WALLET, DESKTOP)).toBe(WALLET.homepage)
    expect(storeLink({ app_store: WALLET.app_store }, DESKTOP)).toBe(WALLET.app_store)
  })

  it('skips what the URL policy refuses, and has nothing for a wallet without links', () => {
    expect(storeLink({ homepage: 'javascript:alert(1)', play_store: WALLET.play_store }, DESKTOP)).toBe(
      WALLET.play_store,
    )
    expect(storeLink({ app_store: 'http://apps.example' }, { isIos: true, isAndroid: false })).toBeUndefined()
    expect(storeLink({}, DESKTOP)).toBeUndefined()
  })
})
