import { describe, expect, it } from 'vitest'

describe('@portico/sdk in plain Node', () => {
  it('imports, creates an instance, pushes views, opens and closes with no DOM globals', async () => {
    expect(typeof (globalThis as Record<string, unknown>).window).toBe('undefined')
    expect(typeof (globalThis as Record<string, unknown>).document).toBe('undefined')
    expect(typeof (globalThis as Record<string, unknown>).localStorage).toBe('undefined')

    const sdk = await import('@portico/sdk')
    const p = sdk.createPortico({ projectId: 'node' })
    sdk.open(p)
    sdk.push(p, { view: 'AllWallets' })
    expect(p.$router.get().history).toEqual(['Connect', 'AllWallets'])
    sdk.goBack(p)
    expect(p.$router.get().view).toBe('Connect')
    expect(sdk.close(p)).toBe(true)
    expect(p.$modal.get().open).toBe(false)
  })

  // API.md's sketch, less the state setters that moved to @portico/sdk/internal (setPairingUri, resetPairing: issue
  // #17); the README is the contract.
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

describe('@portico/sdk/internal', () => {
  it('holds the state setters an app must not call, and the public entry no longer exports them', async () => {
    const [sdk, internal] = await Promise.all([import('@portico/sdk'), import('@portico/sdk/internal')])
    for (const name of [
      'setCaipAddress',
      'setConnectionStatus',
      'updateAccountState',
      'setModalLoading',
      'addConnector',
      'STORAGE_KEYS',
      'reportError',
    ]) {
      expect(internal, name).toHaveProperty(name)
      expect(sdk, name).not.toHaveProperty(name)
    }
  })
})
