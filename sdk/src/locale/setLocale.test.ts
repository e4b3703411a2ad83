import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { PorticoError } from '../errors/PorticoError'
import { setLocale } from './setLocale'

describe('setLocale', () => {
  it('starts from the locale option, none by default (the browser languages then choose)', () => {
    expect(testPortico().$locale.get()).toBeUndefined()
    expect(testPortico({ locale: 'pt-BR' }).$locale.get()).toBe('pt-BR')
  })

  it('sets the language tag, and clears it with undefined', () => {
    const p = testPortico()
    setLocale(p, { locale: 'zh-Hant-TW' })
    expect(p.$locale.get()).toBe('zh-Hant-TW')
    setLocale(p, { locale: undefined })
    expect(p.$locale.get()).toBeUndefined()
  })

  it('refuses what is not a language tag, leaving the store as it was', () => {
    const p = testPortico({ locale: 'de' })
    for (const locale of ['', 'français', 'en-', '../en', 42])
      expect(() => setLocale(p, { locale } as never)).toThrow(
        expect.objectContaining({ code: 'INVALID_PARAMETER' }) as PorticoError,
      )
    expect(p.$locale.get()).toBe('de')
  })

  it('refuses a locale option that is not a language tag', () => {
    expect(() => testPortico({ locale: 'en US' })).toThrow(PorticoError)
  })
})
