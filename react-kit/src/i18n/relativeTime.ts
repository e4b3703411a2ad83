// Relative times for the locale shown. Its own module: only the views that show one (the activity list) load it,
// so it stays out of the start.

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/**
 * How long ago (or in how long) `date` is from `now`, in the largest whole unit up to days, as the locale says it,
 * in its digits: '5 minutes ago', 'vor 2 Stunden', 'yesterday', '۳ روز پیش'.
 *
 * @example
 * formatRelativeTime('de', Date.now() - 7_200_000, Date.now()) // 'vor 2 Stunden'
 */
export function formatRelativeTime(locale: string, date: Date | number, now: number): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000)
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1]
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.trunc(seconds / size), unit)
}
