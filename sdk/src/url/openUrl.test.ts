import { describe, expect, it } from 'vitest'
import { memoryPlatform } from '../platform/memoryPlatform'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { openUrl } from './openUrl'

describe('openUrl', () => {
  it('opens what the URL policy allows for its kind, in a new tab by default', () => {
    const platform = memoryPlatform()
    const p = testPortico({}, platform)
    openUrl(p, { url: 'https://checkout.example/a' })
    openUrl(p, { url: 'metamask://wc?uri=x', kind: 'appLink', target: '_self' })
    openUrl(p, { url: 'wc:abc@2?relay-protocol=irn', kind: 'pairing' })
    expect(platform.openedLinks).toEqual([
      { url: 'https://checkout.example/a', target: '_blank' },
      { url: 'metamask://wc?uri=x', target: '_self' },
      { url: 'wc:abc@2?relay-protocol=irn', target: '_blank' },
    ])
  })

  it.each([
    ['javascript://%0aalert(document.domain)//', 'appLink'],
    ['javascript:alert(1)', 'web'],
    ['data:text/html,<script>alert(1)</script>', 'web'],
    ['metamask://', 'web'],
    ['http://plain.example', 'web'],
    ['wc:abc@2', 'web'],
  ] as const)('refuses %s as %s with UNSAFE_URL, and opens nothing', (url, kind) => {
    const platform = memoryPlatform()
    const p = testPortico({}, platform)
    expect(() => openUrl(p, { url, kind })).toThrow(expect.objectContaining({ code: 'UNSAFE_URL' }))
    expect(platform.openedLinks).toEqual([])
  })

  it('the platforms refuse on their own too, for callers that skip openUrl', () => {
    const platform = memoryPlatform()
    expect(() => platform.openLink('javascript:alert(1)', '_self')).toThrow(
      expect.objectContaining({ code: 'UNSAFE_URL' }),
    )
    const popup = platform.openWindow('w')
    expect(() => popup?.navigate('javascript:alert(1)')).toThrow(expect.objectContaining({ code: 'UNSAFE_URL' }))
    expect(platform.openedLinks).toEqual([])
    expect(popup?.navigations).toEqual([])
  })
})
