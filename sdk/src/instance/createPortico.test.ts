import { describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX } from '../constants'
import { addRecentWallet } from '../connect/addRecentWallet'
import { open } from '../modal/open'
import { memoryPlatform } from '../platform/memoryPlatform'
import { push } from '../router/push'
import { showSnackbar } from '../snackbar/showSnackbar'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { createPortico } from './createPortico'

describe('createPortico', () => {
  it('creates every store of the core', () => {
    const p = testPortico()
    for (const store of [
      p.$options,
      p.$router,
      p.$modal,
      p.$snackbar,
      p.$alert,
      p.$chains,
      p.$activeNamespace,
      p.$account,
      p.$network,
      p.$connection,
      p.$theme,
    ])
      expect(typeof store.get).toBe('function')
    expect(p.$options.get().projectId).toBe('test-project')
    expect(p.$theme.get()).toEqual({ themeMode: 'dark', themeVariables: {} })
  })

  it('refuses bad options with the field named', () => {
    expect(() => createPortico({ projectId: 'p', allWallets: 'SOMETIMES' as never })).toThrow(
      /^Invalid option allWallets: /,
    )
  })

  it("shows the 'Project ID Not Configured' alert without a project id (spec §8), and none with one", () => {
    expect(createPortico({ projectId: ' ' }).$alert.get()).toMatchObject({
      open: true,
      variant: 'error',
      code: 'PROJECT_ID_NOT_CONFIGURED',
      message: 'Project ID Not Configured',
    })
    expect(testPortico().$alert.get().open).toBe(false)
  })

  it('two instances share nothing', () => {
    const a = testPortico()
    const b = testPortico()
    push(a, { view: 'AllWallets' })
    open(a)
    showSnackbar(a, { variant: 'success', message: 'only a' })
    addRecentWallet(a, { id: 'w', name: 'W' })
    expect(b.$router.get().view).toBe('Connect')
    expect(b.$modal.get().open).toBe(false)
    expect(b.$snackbar.get().open).toBe(false)
    expect(b.$connection.get().recentWallets).toEqual([])
    expect(b.$chains.get()).not.toBe(a.$chains.get())
  })

  it('uses the memory platform by default outside a browser', () => {
    const p = createPortico({ projectId: 'p' })
    p.platform.storage.setItem('k', 'v')
    expect(p.platform.storage.getItem('k')).toBe('v')
    expect(p.platform.facts().isMobile).toBe(false)
  })

  it('restores what storage holds: a corrupt value is dropped (and reported) while the others load', () => {
    const platform = memoryPlatform()
    platform.store.set(`${STORAGE_PREFIX}recent_wallets`, '[{"id": 7}]')
    platform.store.set(`${STORAGE_PREFIX}active_caip_network_id`, JSON.stringify(testNetworks.solana.caipNetworkId))
    platform.store.set(`${STORAGE_PREFIX}preferred_account_types`, JSON.stringify({ eip155: 'eoa' }))
    const onError = vi.fn()

    const p = testPortico({ onError }, platform)

    expect(p.$connection.get().recentWallets).toEqual([])
    expect(platform.store.has(`${STORAGE_PREFIX}recent_wallets`)).toBe(false)
    expect(p.$activeNamespace.get()).toBe('solana')
    expect(p.$chains.get().eip155!.accountState.preferredAccountType).toBe('eoa')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_STORED_VALUE' }))
  })

  it('falls back to the stored namespace when the stored network is gone', () => {
    const platform = memoryPlatform()
    platform.store.set(`${STORAGE_PREFIX}active_caip_network_id`, '"solana:gone"')
    platform.store.set(`${STORAGE_PREFIX}active_namespace`, '"solana"')
    const p = testPortico({}, platform)
    expect(p.$network.get().caipNetwork).toBe(testNetworks.solana)
  })

  it('ignores a stored network the app no longer configures', () => {
    const platform = memoryPlatform()
    platform.store.set(`${STORAGE_PREFIX}active_caip_network_id`, '"eip155:56"')
    const p = testPortico({}, platform)
    expect(p.$network.get().caipNetwork).toBe(testNetworks.ethereum)
  })
})
