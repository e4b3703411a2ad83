import { describe, expect, it } from 'vitest'
import { startMessages } from './en/start'
import { flattenMessages } from './keys'
import { loadMessages } from './loadMessages'
import { SUPPORTED_LOCALES } from './locales'
import { createStartTranslator, type StartKey } from './startTranslator'
import { createTranslator } from './translator'

const startKeys = [...flattenMessages(startMessages).keys()] as StartKey[]

describe('the start translator (the buttons, without the ICU-subset formatter)', () => {
  it.each(SUPPORTED_LOCALES)('shows every start message in %s as the views translator does', async (locale) => {
    const messages = await loadMessages(locale)
    const start = createStartTranslator(messages, locale)
    const full = createTranslator(messages, locale)
    for (const key of startKeys) expect(start(key, { name: 'Base' }), key).toBe(full(key, { name: 'Base' }))
    expect(start.dir).toBe(full.dir)
    expect(start.formatBalance('10000.9999', 'ETH')).toBe(full.formatBalance('10000.9999', 'ETH'))
  })

  it('shows English from the start part when no catalogue is loaded (the first render), overrides first', () => {
    const t = createStartTranslator({}, 'en', { 'start.buttons.connect': 'Sign in' })
    expect(t('start.buttons.connect')).toBe('Sign in')
    expect(t('start.aria.currentNetwork', { name: 'Base' })).toBe('Network: Base. Change network')
    expect(t('start.status.connecting')).toBe('Connecting…')
    expect(t.formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
  })

  it('formats a balance in the locale’s digits and separators', () => {
    expect(createStartTranslator({}, 'de').formatBalance('10000.999', 'ETH')).toBe('10.000,999 ETH')
    expect(createStartTranslator({}, 'ar').dir).toBe('rtl')
  })
})
