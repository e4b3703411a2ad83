import { describe, expect, it } from 'vitest'
import { SOCIAL_PROVIDERS } from '../constants'
import { filterSocials } from './filterSocials'

const desktop = { isInAppBrowser: false, isIos: false, isMac: false, isAndroid: false }
const inApp = { ...desktop, isInAppBrowser: true }

describe('filterSocials', () => {
  it('keeps every social outside an in-app browser, even on iOS, Mac and Android', () => {
    expect(filterSocials(SOCIAL_PROVIDERS, desktop)).toEqual([...SOCIAL_PROVIDERS])
    expect(filterSocials(SOCIAL_PROVIDERS, { ...desktop, isIos: true, isMac: true, isAndroid: true })).toEqual([
      ...SOCIAL_PROVIDERS,
    ])
  })

  it('drops google in an iOS in-app browser', () => {
    expect(filterSocials(SOCIAL_PROVIDERS, { ...inApp, isIos: true })).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('drops x in a Mac in-app browser', () => {
    expect(filterSocials(SOCIAL_PROVIDERS, { ...inApp, isMac: true })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('drops facebook and x in an Android in-app browser', () => {
    expect(filterSocials(SOCIAL_PROVIDERS, { ...inApp, isAndroid: true })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })

  it('keeps everything in an in-app browser on another system', () => {
    expect(filterSocials(SOCIAL_PROVIDERS, inApp)).toEqual([...SOCIAL_PROVIDERS])
  })

  it('returns a new list and leaves the given one alone', () => {
    const socials = ['google', 'x']
    const filtered = filterSocials(socials, { ...inApp, isIos: true })
    expect(filtered).toEqual(['x'])
    expect(socials).toEqual(['google', 'x'])
  })
})
