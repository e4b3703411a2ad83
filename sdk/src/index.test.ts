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
  // #17), the constants, which moved to @portico/sdk/constants, and the display formatters, which moved to
  // @portico/sdk/format (issue #32); the README is the contract.
  it('exports the public names of API.md', async () => {
    const sdk = await import('@portico/sdk')
    for (const name of [
      'createPortico',
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
      'formatMessage',
      'errorMessage',
      'isPorticoError',
    ])
      expect(sdk, name).toHaveProperty(name)
  })

  it('leaves the display formatters to @portico/sdk/format', async () => {
    const sdk = await import('@portico/sdk')
    const format = await import('@portico/sdk/format')
    for (const name of ['formatBalance', 'formatFiat', 'formatQuantity', 'truncateAddress']) {
      expect(sdk, name).not.toHaveProperty(name)
      expect(format, name).toHaveProperty(name)
    }
    expect(format.formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
  })

  it('leaves the in-memory platform of tests and Node scripts to @portico/sdk/platform', async () => {
    expect(await import('@portico/sdk')).not.toHaveProperty('memoryPlatform')
    const { memoryPlatform } = await import('@portico/sdk/platform')
    const p = (await import('@portico/sdk')).createPortico({ projectId: 'node', platform: memoryPlatform() })
    expect(p.platform.storage).toBeDefined()
  })
})

describe('the public surface (issue #32)', () => {
  it('the root has at most 120 run-time names and none of the spec figures an app does not use', async () => {
    const sdk = await import('@portico/sdk')
    expect(Object.keys(sdk).length).toBeLessThanOrEqual(120)
    for (const name of [
      'STORAGE_PREFIX',
      'FRAME_READY_DELAY_MS',
      'RPC_RANK_LATENCY_WEIGHT',
      'PAIRING_LIFETIME_MS',
      'VIEWS',
    ])
      expect(sdk, name).not.toHaveProperty(name)
  })

  it('@portico/sdk/constants has the figures an app builds with, and only those', async () => {
    const constants = await import('@portico/sdk/constants')
    expect(constants.PAIRING_LIFETIME_MS).toBe(4 * 60_000)
    expect(constants.NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    expect(constants.WALLETCONNECT_CONNECTOR_ID).toBe('walletConnect')
    expect(constants.SWAP_NETWORKS).toContain('eip155:1')
    for (const name of ['STORAGE_PREFIX', 'FRAME_READY_DELAY_MS', 'RPC_RANK_LATENCY_WEIGHT', 'HTTP_TIMEOUT_MS'])
      expect(constants, name).not.toHaveProperty(name)
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
