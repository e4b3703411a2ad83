import { describe, expect, it } from 'vitest'
import { ar } from './ar'
import { de } from './de'
import { en, type Messages } from './en'
import { connectMessages } from './en/connect'
import { sendMessages } from './en/send'
import { shellMessages } from './en/shell'
import { es } from './es'
import { ja } from './ja'
import type { MessageKey } from './keys'
import { createTranslator, type MessageOverrides } from './translator'
import { zh } from './zh'

describe('createTranslator', () => {
  it('returns the message for a key, with parameters filled in', () => {
    const t = createTranslator(en, 'en')
    expect(t('shell.titles.Connect')).toBe('Connect Wallet')
    expect(t('walletConnect.expiresIn', { time: '0:42' })).toBe('Link expires in 0:42')
    expect(t('errors.NAME_REGISTER_FAILED', { name: 'alice' })).toBe('Error registering name alice')
  })

  it('translates into the chosen locale', () => {
    expect(createTranslator(de, 'de')('siwx.status.awaitingSignature')).toBe('Warte auf Signatur…')
    expect(createTranslator(ja, 'ja')('shared.aria.qrCode', { name: 'MetaMask' })).toBe('MetaMask の QR コード')
  })

  describe('plurals follow each language', () => {
    const count = (messages: Messages, locale: string, n: number) =>
      createTranslator(messages, locale)('connect.wallets.allWalletsCount', { count: n })

    it('English: one, other', () => {
      expect([1, 2, 0].map((n) => count(en, 'en', n))).toEqual(['1 wallet', '2 wallets', '0 wallets'])
    })

    it('Spanish: one, many (millions), other', () => {
      expect([1, 5, 1_000_000].map((n) => count(es, 'es', n))).toEqual([
        '1 billetera',
        '5 billeteras',
        '1.000.000 de billeteras',
      ])
    })

    it('German: one, other, with German digit grouping', () => {
      expect([1, 4300].map((n) => count(de, 'de', n))).toEqual(['1 Wallet', '4.300 Wallets'])
    })

    it('Japanese and Chinese: a single form', () => {
      expect([1, 7].map((n) => count(ja, 'ja', n))).toEqual(['1 個のウォレット', '7 個のウォレット'])
      expect([1, 7].map((n) => count(zh, 'zh', n))).toEqual(['1 个钱包', '7 个钱包'])
    })

    it('Arabic: zero, one, two, few, many, other', () => {
      expect([0, 1, 2, 3, 11, 100].map((n) => count(ar, 'ar', n))).toEqual([
        'لا توجد محافظ',
        'محفظة واحدة',
        'محفظتان',
        '3 محافظ',
        '11 محفظة',
        '100 محفظة',
      ])
    })
  })

  describe('overrides', () => {
    it('lets integrator strings win per key, keeping the others', () => {
      const t = createTranslator(en, 'en', {
        'shell.titles.Connect': 'Sign in to Acme',
        'shared.status.connectingTo': 'Opening {name}',
      })
      expect(t('shell.titles.Connect')).toBe('Sign in to Acme')
      expect(t('shared.status.connectingTo', { name: 'Rabby' })).toBe('Opening Rabby')
      expect(t('shell.titles.Account')).toBe('Account')
    })

    it('uses the locale plural rules for an override', () => {
      const t = createTranslator(ar, 'ar', {
        'connect.wallets.allWalletsCount': '{count, plural, two {اثنتان} other {#}}',
      })
      expect(t('connect.wallets.allWalletsCount', { count: 2 })).toBe('اثنتان')
    })

    it('rejects an unknown key, a non-string or a malformed message, naming the key', () => {
      const make = (overrides: Record<string, unknown>) => () =>
        createTranslator(en, 'en', overrides as MessageOverrides)
      expect(make({ 'connect.titel': 'x' })).toThrow('unknown message key "connect.titel"')
      expect(make({ 'shell.titles.Connect': 42 })).toThrow('override "shell.titles.Connect" must be a string')
      expect(make({ 'shell.titles.Connect': 'Hi {name' })).toThrow(
        'override "shell.titles.Connect" is not a valid message',
      )
    })
  })

  it('falls back to English for a key the locale lacks, with English plural rules', () => {
    const partial = {
      ...de,
      shell: { ...de.shell, wallets: { ...de.shell.wallets } },
      connect: { ...de.connect, wallets: { ...de.connect.wallets } },
    } as Record<string, unknown> & {
      shell: { wallets: Record<string, unknown> }
      connect: { wallets: Record<string, unknown> }
    }
    delete partial.connect.wallets.allWalletsCount
    delete partial.shell.wallets.installed
    const t = createTranslator(partial as unknown as Messages, 'de')
      .withEnglish(shellMessages)
      .withEnglish(connectMessages)
    expect(t('shell.wallets.installed')).toBe('Installed')
    expect(t('connect.wallets.allWalletsCount', { count: 1 })).toBe('1 wallet')
    expect(t('shell.wallets.recent')).toBe('Zuletzt verwendet')
  })

  describe('English in parts', () => {
    it('knows the start strings only, until a view adds its part', () => {
      const t = createTranslator({}, 'en')
      expect(t('start.buttons.connect')).toBe('Connect Wallet')
      expect(t('send.preview')).toBe('send.preview')
      const send = t.withEnglish(shellMessages).withEnglish(sendMessages)
      expect(send('send.preview')).toBe('Preview send')
      expect(send('shell.common.tryAgain')).toBe('Try again')
      expect(send('start.buttons.connect')).toBe('Connect Wallet')
      expect(t('send.preview')).toBe('send.preview')
    })

    it('gives the same translator back for the same part', () => {
      const t = createTranslator({}, 'en')
      expect(t.withEnglish(sendMessages)).toBe(t.withEnglish(sendMessages))
      expect(t.withEnglish(sendMessages)).not.toBe(t.withEnglish(shellMessages))
    })

    it('prefers the locale message over the English part', () => {
      const t = createTranslator(de, 'de').withEnglish(shellMessages)
      expect(t('shell.titles.Connect')).toBe(de.shell.titles.Connect)
      expect(t('shell.titles.Connect')).not.toBe('Connect Wallet')
    })

    it('applies an override whose part is not loaded yet, once asked for', () => {
      const t = createTranslator({}, 'en', { 'send.preview': 'Check {x}' })
      expect(t.withEnglish(sendMessages)('send.preview', { x: 'it' })).toBe('Check it')
    })

    it('rejects an unknown key when a whole catalogue is given (with none, keys cannot be checked yet)', () => {
      expect(() => createTranslator({}, 'en', { 'sned.preview': 'x' } as MessageOverrides)).not.toThrow()
      expect(() => createTranslator(en, 'en', { 'sned.preview': 'x' } as MessageOverrides)).toThrow(
        new TypeError('createTranslator: unknown message key "sned.preview" in overrides'),
      )
      expect(() => createTranslator(en, 'en', { 'start.common.listSeparater': 'x' } as MessageOverrides)).toThrow(
        'unknown message key "start.common.listSeparater"',
      )
      expect(() => createTranslator(es, 'es', { 'send.preveiw': 'x' } as MessageOverrides)).toThrow(
        'unknown message key "send.preveiw"',
      )
    })
  })

  it('checks keys at compile time', () => {
    const t = createTranslator(en, 'en')
    // @ts-expect-error — not a key of the catalogue: `tsc` fails if this line type-checks
    expect(t('connect.titel')).toBe('connect.titel')
    // @ts-expect-error — an override for an unknown key is a type error too
    expect(() => createTranslator(en, 'en', { 'connect.titel': 'x' })).toThrow()
  })

  it('returns the key itself only for a key that exists nowhere', () => {
    expect(createTranslator(en, 'en')('nope.nothing' as MessageKey)).toBe('nope.nothing')
  })

  it('gives message parts for parameters that are elements (legal links)', () => {
    const terms = { href: '/terms' }
    const privacy = { href: '/privacy' }
    expect(createTranslator(de, 'de').parts('connect.legal.agreement', { terms, privacy })).toEqual([
      'Ich stimme den ',
      terms,
      ' und der ',
      privacy,
      ' zu',
    ])
  })

  it('knows its locale and writing direction', () => {
    const arabic = createTranslator(ar, 'ar')
    const english = createTranslator(en, 'en')
    expect([arabic.locale, arabic.dir]).toEqual(['ar', 'rtl'])
    expect([english.locale, english.dir]).toEqual(['en', 'ltr'])
  })

  describe('formatting per locale', () => {
    const january = new Date(2026, 0, 15, 12)

    it('formats numbers and currency', () => {
      expect(createTranslator(en, 'en').formatNumber(1234567.891)).toBe('1,234,567.891')
      expect(createTranslator(de, 'de').formatNumber(1234567.891)).toBe('1.234.567,891')
      expect(createTranslator(en, 'en').formatCurrency(1234.5, 'usd')).toBe('$1,234.50')
      expect(createTranslator(de, 'de').formatCurrency(1234.5, 'USD')).toBe('1.234,50\u00a0$')
      expect(createTranslator(de, 'de').formatNumber(0.5, { style: 'percent' })).toBe('50\u00a0%')
    })

    it('formats dates and the month-year headings of activity groups', () => {
      expect(createTranslator(en, 'en').formatMonthYear(january)).toBe('January 2026')
      expect(createTranslator(es, 'es').formatMonthYear(january)).toBe('enero de 2026')
      expect(createTranslator(ja, 'ja').formatMonthYear(january)).toBe('2026年1月')
      expect(createTranslator(de, 'de').formatDate(january)).toBe('15.01.2026')
      expect(createTranslator(zh, 'zh').formatDate(january, { month: 'short', day: 'numeric' })).toBe('1月15日')
    })

    it('joins the parts of an accessible name with the locale separator', () => {
      expect(createTranslator(en, 'en').formatList(['MetaMask', 'installed', 'recent'])).toBe(
        'MetaMask, installed, recent',
      )
      const t = createTranslator(zh, 'zh')
      expect(t.formatList(['MetaMask', t('shell.wallets.installed')])).toBe('MetaMask，已安装')
    })
  })
})
