import { describe, expect, it } from 'vitest'
import { directionOf } from './direction'
import { matchLocale, resolveLocale } from './resolveLocale'

describe('resolveLocale', () => {
  it('uses the explicit locale when it is supported', () => {
    expect(resolveLocale('ja', ['de-DE', 'en'])).toBe('ja')
    expect(resolveLocale('es-AR', ['de-DE'])).toBe('es')
  })

  it('otherwise picks the first browser language that matches', () => {
    expect(resolveLocale(undefined, ['fr-FR', 'zh-CN', 'en'])).toBe('zh')
    expect(resolveLocale(undefined, ['es-MX'])).toBe('es')
    expect(resolveLocale('fr', ['de-AT'])).toBe('de')
  })

  it('falls back to English', () => {
    expect(resolveLocale()).toBe('en')
    expect(resolveLocale('fr', ['it-IT', 'pt-BR'])).toBe('en')
  })

  it('matches tags case-insensitively, with either separator', () => {
    expect(matchLocale('ZH_cn')).toBe('zh')
    expect(matchLocale('AR-eg')).toBe('ar')
    expect(matchLocale('pt')).toBeUndefined()
  })
})

describe('directionOf', () => {
  it('is rtl for Arabic, Persian, Hebrew and Urdu, in any region', () => {
    for (const locale of ['ar', 'ar-EG', 'fa', 'fa-IR', 'he', 'he-IL', 'ur', 'ur-PK'])
      expect(directionOf(locale)).toBe('rtl')
  })

  it('is ltr otherwise', () => {
    for (const locale of ['en', 'es-MX', 'de', 'ja', 'zh-CN', 'arn']) expect(directionOf(locale)).toBe('ltr')
  })
})
