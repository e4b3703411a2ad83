import { describe, expect, it } from 'vitest'
import { formatPieces, parametersOf, parseMessage, pluralsOf, type FormatContext } from './icu'

const context = (locale: string): FormatContext => ({
  pluralRules: new Intl.PluralRules(locale),
  numberFormat: new Intl.NumberFormat(locale),
})
const format = (text: string, params: Record<string, string | number>, locale = 'en') =>
  formatPieces(parseMessage(text), params, context(locale)).join('')

describe('message syntax (ICU subset)', () => {
  it('fills {name} parameters', () => {
    expect(format('Connecting to {name}…', { name: 'MetaMask' })).toBe('Connecting to MetaMask…')
    expect(format('{a} and {b}', { a: 'x', b: 'y' })).toBe('x and y')
  })

  it('formats number parameters for the locale', () => {
    expect(format('Balance: {amount}', { amount: 1234.5 }, 'de')).toBe('Balance: 1.234,5')
  })

  it('leaves a missing parameter visible as written', () => {
    expect(format('Expires in {seconds}s', {})).toBe('Expires in {seconds}s')
  })

  it('picks a plural branch by the language rules, with # as the formatted number', () => {
    const text = '{count, plural, one {# wallet} other {# wallets}}'
    expect(format(text, { count: 1 })).toBe('1 wallet')
    expect(format(text, { count: 2 })).toBe('2 wallets')
    expect(format(text, { count: 0 })).toBe('0 wallets')
    expect(format(text, { count: 1200 })).toBe('1,200 wallets')
  })

  it('prefers an exact =N branch', () => {
    const text = '{count, plural, =0 {no wallets} one {# wallet} other {# wallets}}'
    expect(format(text, { count: 0 })).toBe('no wallets')
    expect(format(text, { count: 1 })).toBe('1 wallet')
  })

  it('fills parameters inside plural branches and around them', () => {
    const text = 'All wallets ({count, plural, one {# in {zone}} other {# in {zone}}})'
    expect(format(text, { count: 3, zone: 'EU' })).toBe('All wallets (3 in EU)')
  })

  it('keeps non-string values as separate parts', () => {
    const link = { link: 'terms' }
    expect(formatPieces(parseMessage('I agree to the {terms}.'), { terms: link }, context('en'))).toEqual([
      'I agree to the ',
      link,
      '.',
    ])
  })

  it('lists parameters and plural branches', () => {
    const pieces = parseMessage('{name}: {count, plural, one {# {unit}} other {# {unit}s}}')
    expect(parametersOf(pieces)).toEqual(['count', 'name', 'unit'])
    expect(pluralsOf(pieces)).toEqual({ count: ['one', 'other'] })
  })

  it.each([
    ['an unclosed parameter', 'Hello {name', /expected "," at/],
    ['a stray closing brace', 'Hello }', /unexpected "}"/],
    ['a plural without other', '{count, plural, one {# wallet}}', /no "other" branch/],
    ['an unsupported argument type', '{gender, select, male {he} other {they}}', /unsupported argument type "select"/],
    ['an unknown plural category', '{count, plural, several {x} other {y}}', /bad plural selector "several"/],
    ['an unclosed branch', '{count, plural, other {# wallets}', /unclosed plural/],
  ])('rejects %s', (_case, text, message) => {
    expect(() => parseMessage(text)).toThrow(message)
  })
})
