import { describe, expect, it } from 'vitest'
import { isSocialProvider } from './isSocialProvider'

describe('isSocialProvider', () => {
  it.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])('accepts %s', (provider) => {
    expect(isSocialProvider(provider)).toBe(true)
  })

  it.each(['farcaster', 'twitter', 'Google', '', null])('rejects %j', (value) => {
    expect(isSocialProvider(value)).toBe(false)
  })
})
