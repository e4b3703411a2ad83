import { describe, expect, it } from 'vitest'
import { parseDecimal, roundDecimal, truncateDecimal } from './decimal'

describe('parseDecimal', () => {
  it.each([
    ['1.23456', { negative: false, integer: '1', fraction: '23456' }],
    [' 007.50 ', { negative: false, integer: '7', fraction: '50' }],
    ['.5', { negative: false, integer: '0', fraction: '5' }],
    ['5.', { negative: false, integer: '5', fraction: '' }],
    ['-2.5', { negative: true, integer: '2', fraction: '5' }],
    ['+3', { negative: false, integer: '3', fraction: '' }],
    ['1e-7', { negative: false, integer: '0', fraction: '0000001' }],
    ['1.5E3', { negative: false, integer: '1500', fraction: '' }],
    [1e21, { negative: false, integer: '1000000000000000000000', fraction: '' }],
    [10n ** 30n, { negative: false, integer: '1'.padEnd(31, '0'), fraction: '' }],
  ])('reads %s', (input, expected) => {
    expect(parseDecimal(input)).toEqual(expected)
  })

  it.each([
    '',
    ' ',
    '.',
    'abc',
    '1.2.3',
    '1,5',
    '0x10',
    'NaN',
    'Infinity',
    '1e999999',
    Number.NaN,
    Infinity,
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(parseDecimal(input)).toBeNull()
  })
})

describe('truncateDecimal and roundDecimal', () => {
  const d = (text: string) => parseDecimal(text) ?? expect.fail(`not a decimal: ${text}`)

  it('truncates toward zero', () => {
    expect(truncateDecimal(d('1.9999'), 3)).toBe('1.999')
    expect(truncateDecimal(d('-1.9999'), 3)).toBe('-1.999')
  })

  it('rounds half away from zero on the digits, not on a float (1.005 → 1.01)', () => {
    expect(roundDecimal(d('1.005'), 2)).toBe('1.01')
    expect(roundDecimal(d('1.004'), 2)).toBe('1.00')
    expect(roundDecimal(d('9.995'), 2)).toBe('10.00')
    expect(roundDecimal(d('-0.125'), 2)).toBe('-0.13')
  })

  it('never shows a negative zero', () => {
    expect(truncateDecimal(d('-0.0001'), 3)).toBe('0.000')
    expect(roundDecimal(d('-0.001'), 2)).toBe('0.00')
  })

  it('pads short fractions and supports zero decimals', () => {
    expect(truncateDecimal(d('2'), 3)).toBe('2.000')
    expect(roundDecimal(d('2.5'), 0)).toBe('3')
  })
})
