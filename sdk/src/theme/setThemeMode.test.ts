import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { setThemeMode } from './setThemeMode'
import { setThemeVariables } from './setThemeVariables'

describe('theme', () => {
  it('starts from the options: dark by default', () => {
    expect(testPortico().$theme.get()).toEqual({ themeMode: 'dark', themeVariables: {} })
    expect(testPortico({ themeMode: 'light' }).$theme.get().themeMode).toBe('light')
  })

  it('switches mode and merges variables', () => {
    const p = testPortico({ themeVariables: { '--portico-accent': '#000' } })
    setThemeMode(p, { themeMode: 'light' })
    setThemeVariables(p, { themeVariables: { '--portico-z-index': 1000 } })
    expect(p.$theme.get()).toEqual({
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#000', '--portico-z-index': 1000 },
    })
  })
})
