import { describe, expect, it } from 'vitest'

describe('@portico/sdk in plain Node', () => {
  it('imports, creates an instance, pushes views, opens and closes with no DOM globals', async () => {
    expect(typeof (globalThis as Record<string, unknown>).window).toBe('undefined')
    expect(typeof (globalThis as Record<string, unknown>).document).toBe('undefined')
    expect(typeof (globalThis as Record<string, unknown>).localStorage).toBe('undefined')

    const sdk = await import('@portico/sdk')
    const p = sdk.createPortico({ projectId: 'node' })
    sdk.open(p)
    sdk.push(p, 'AllWallets')
    expect(p.$router.get().history).toEqual(['Connect', 'AllWallets'])
    sdk.goBack(p)
    expect(p.$router.get().view).toBe('Connect')
    expect(sdk.close(p)).toBe(true)
    expect(p.$modal.get().open).toBe(false)
  })

  it('exports the public names of API.md', async () => {
    const sdk = await import('@portico/sdk')
    for (const name of [
      'createPortico',
      'memoryPlatform',
      'browserPlatform',
      'open',
      'close',
      'shake',
      'push',
      'replace',
      'reset',
      'goBack',
      'pushTransaction',
      'popTransaction',
      'showSnackbar',
      'hideSnackbar',
      'switchNetwork',
      'addNetwork',
      'removeNetwork',
      'setPairingUri',
      'resetPairing',
      'isPairingExpired',
      'pairingExpiry',
      'PAIRING_LIFETIME_MS',
      'PorticoError',
    ])
      expect(sdk, name).toHaveProperty(name)
  })
})
