/**
 * A typed amount between the field and the SDK. The SDK keeps amounts as decimal strings with a '.' ('0.5'); a
 * user types in the locale ('0,5' in German). Both the locale's decimal mark and '.' are read as the decimal point
 * (a German keyboard's numpad gives ',', many users type '.'); grouping marks are not typed into an amount field.
 *
 * @example
 * amountFromField('0,5', 'de') // '0.5'
 * amountForField('0.5', 'de') // '0,5'
 */
export function amountFromField(text: string, locale: string): string {
  const mark = decimalMark(locale)
  return mark === '.' ? text : text.split(mark).join('.')
}

/** The SDK's amount ('0.5') as the field shows it in the locale ('0,5' in German). */
export function amountForField(amount: string, locale: string): string {
  const mark = decimalMark(locale)
  return mark === '.' ? amount : amount.split('.').join(mark)
}

/** The locale's decimal mark: '.' in English, ',' in German and Spanish. */
export function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
}
