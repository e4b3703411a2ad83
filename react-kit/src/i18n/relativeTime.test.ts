import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relativeTime'

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0)
  const ago = (seconds: number) => now - seconds * 1000

  it('says how long ago in the largest whole unit, as the locale says it', () => {
    expect(formatRelativeTime('en', ago(30), now)).toBe('30 seconds ago')
    expect(formatRelativeTime('en', ago(5 * 60 + 59), now)).toBe('5 minutes ago')
    expect(formatRelativeTime('en', ago(2 * 3600), now)).toBe('2 hours ago')
    expect(formatRelativeTime('en', ago(86_400), now)).toBe('yesterday')
    expect(formatRelativeTime('de', ago(2 * 3600), now)).toBe('vor 2 Stunden')
    expect(formatRelativeTime('ru', ago(5 * 60), now)).toBe('5 минут назад')
    expect(formatRelativeTime('pl', ago(2 * 60), now)).toBe('2 minuty temu')
  })

  it("writes the locale's own digits where it has them", () => {
    expect(formatRelativeTime('fa', ago(3 * 86_400), now)).toBe('۳ روز پیش')
  })
})
