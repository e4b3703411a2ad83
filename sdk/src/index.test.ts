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
      'connect',
      'disconnect',
      'reconnect',
      'injected',
      'external',
      'isEvmAddress',
      'isSolanaAddress',
      'isAddress',
      'isCaipAddress',
      'isAccountName',
      'isTransactionHash',
      'isSignedMessage',
      'isEmail',
      'nameCoinType',
      'orderConnectMethods',
      'orderConnectorTypes',
      'filterSocials',
      'formatBalance',
      'formatFiat',
      'formatQuantity',
      'PAIRING_EXPIRY_MARGIN_MS',
      'SNACKBAR_SWITCH_MS',
      'SHAKE_MS',
      'BALANCE_RETRY_GAP_MS',
      'WALLETS_PAGE_SIZE',
      'WALLETS_SEARCH_PAGE_SIZE',
      'RECOMMENDED_WALLETS',
      'RECENT_WALLETS_MAX',
      'SWAP_NETWORKS',
      'formatMessage',
      'errorMessage',
      'isPorticoError',
    ])
      expect(sdk, name).toHaveProperty(name)
  })
})
