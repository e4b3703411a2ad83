import { describe, expect, it } from 'vitest'
import { directionOf } from './direction'
import { matchLocale, resolveLocale } from './resolveLocale'

describe('resolveLocale', () => {
  it('uses the explicit locale when it is supported', () => {
    expect(resolveLocale('ja', ['de-DE', 'en'])).toBe('ja')
    expect(resolveLocale('es-AR', ['de-DE'])).toBe('es')
    expect(resolveLocale('fr', ['de-AT'])).toBe('fr')
  })

  it('otherwise picks the first browser language that matches', () => {
    expect(resolveLocale(undefined, ['sw-KE', 'zh-CN', 'en'])).toBe('zh')
    expect(resolveLocale(undefined, ['es-MX'])).toBe('es')
    expect(resolveLocale('sw', ['de-AT'])).toBe('de')
    expect(resolveLocale(undefined, ['pt-PT', 'en'])).toBe('pt-BR')
  })

  it('falls back to English', () => {
    expect(resolveLocale()).toBe('en')
    expect(resolveLocale('sw', ['am-ET', 'xx'])).toBe('en')
  })

  it('matches tags case-insensitively, with either separator', () => {
    expect(matchLocale('ZH_cn')).toBe('zh')
    expect(matchLocale('AR-eg')).toBe('ar')
    expect(matchLocale('pt_br')).toBe('pt-BR')
    expect(matchLocale('zh-tw')).toBe('zh-TW')
  })

  it('falls back by region where a language has one catalogue per region', () => {
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('pt-AO')).toBe('pt-BR')
    expect(matchLocale('zh')).toBe('zh')
    expect(matchLocale('zh-SG')).toBe('zh')
    expect(matchLocale('zh-HK')).toBe('zh-HK')
    expect(matchLocale('zh-Hans-HK')).toBe('zh')
    expect(matchLocale('zh-MO')).toBe('zh-HK')
    expect(matchLocale('zh-Hant-MO')).toBe('zh-HK')
    expect(matchLocale('zh-Hant')).toBe('zh-TW')
    expect(matchLocale('zh-Hant-TW')).toBe('zh-TW')
    expect(matchLocale('ms-SG')).toBe('ms')
    expect(matchLocale('fa-AF')).toBe('fa')
    expect(matchLocale('nl-BE')).toBe('nl')
    expect(matchLocale('fr-CA')).toBe('fr')
  })

  it('reads the old codes browsers still send for Hebrew and Indonesian', () => {
    expect(matchLocale('iw-IL')).toBe('he')
    expect(matchLocale('in-ID')).toBe('id')
  })
})

describe('directionOf', () => {
  it('is rtl for Arabic, Persian, Hebrew and Urdu, in any region', () => {
    for (const locale of ['ar', 'ar-EG', 'fa', 'fa-IR', 'he', 'he-IL', 'ur', 'ur-PK'])
      expect(directionOf(locale)).toBe('rtl')
  })

  it('is ltr otherwise', () => {
    for (const locale of ['en', 'es-MX', 'de', 'ja', 'zh-CN', 'zh-TW', 'pt-BR', 'hi', 'arn'])
      expect(directionOf(locale)).toBe('ltr')
  })
})
