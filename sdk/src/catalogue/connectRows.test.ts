import { describe, expect, it } from 'vitest'
import { addConnector } from '../connectors/addConnector'
import { createPortico } from '../instance/createPortico'
import type { PorticoOptions } from '../instance/options'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { push } from '../router/push'
import { chooseWallet, walletRoute } from './chooseWallet'
import { connectRows } from './connectRows'
import type { Wallet } from './types'
import { walletConnect } from '../walletconnect/walletConnect'
import type { WritablePortico } from '../portico/types'

const wallet = (id: string, rdns?: string): Wallet => ({ id, name: id, rdns, installed: false }) as Wallet

/** An app with WalletConnect (the catalogue's wallets connect through it), its catalogue loaded. */
function withCatalogue(options: Partial<PorticoOptions> = {}) {
  const p = createPortico({
    projectId: 'test-project',
    networks: [devnet],
    platform: memoryPlatform(),
    ...options,
    connectors: [walletConnect(), ...(options.connectors ?? [])],
  }) as WritablePortico
  p.$wallets.set({
    ...p.$wallets.get(),
    featured: [wallet('borealis')],
    recommended: [wallet('aurora', 'io.aurora'), wallet('w1'), wallet('w2'), wallet('w3')],
    count: 12,
  })
  return p
}

const ids = (p: ReturnType<typeof withCatalogue>) => connectRows(p).wallets.map((row) => row.id)

describe('connectRows', () => {
  it('lists WalletConnect, featured, recommended capped to the rows left, then All Wallets with its count', () => {
    const p = withCatalogue()
    // 4 rows in all: 1 featured leaves 3 recommended (no e-mail or social without an embedded wallet).
    expect(ids(p)).toEqual(['walletConnect', 'borealis', 'aurora', 'w1', 'w2', 'allWallets'])
    // All Wallets previews the catalogue's wallets not listed above (w3 was capped away).
    expect(connectRows(p).wallets.at(-1)).toEqual({
      kind: 'allWallets',
      id: 'allWallets',
      count: 12,
      preview: [expect.objectContaining({ id: 'w3', name: expect.any(String) })],
    })
    expect(connectRows(p).methods).toEqual(['wallet'])
  })

  it('lists a wallet found in the page once, installed, before the catalogue entry with the same rdns', () => {
    const p = withCatalogue()
    addConnector(p, {
      id: 'announced-aurora',
      name: 'Aurora',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.aurora', name: 'Aurora', icon: '', uuid: 'u' },
    })
    const rows = connectRows(p)
    expect(rows.methods).toEqual(['wallet'])
    expect(ids(p)).toEqual(['walletConnect', 'announced-aurora', 'borealis', 'w1', 'w2', 'allWallets'])
    expect(rows.wallets[1]).toMatchObject({ kind: 'wallet', section: 'injected', installed: true, recent: false })
  })

  it('lists a wallet of a protocol without rdns once, by name: the page one, installed', () => {
    const p = withCatalogue()
    // A Keplr-style or sats-connect wallet has no rdns; the catalogue's entries with its name are the same wallet.
    addConnector(p, { id: 'page-borealis', name: 'BOREALIS', type: 'ANNOUNCED', chain: 'cosmos' })
    addConnector(p, { id: 'page-w1', name: 'w1', type: 'ANNOUNCED', chain: 'cosmos' })
    expect(ids(p)).toEqual(['walletConnect', 'page-borealis', 'page-w1', 'aurora', 'allWallets'])
    chooseWallet(p, { id: 'w1', name: 'W1' })
    expect(p.$router.get()).toMatchObject({ view: 'ConnectingExternal', data: { connector: { id: 'page-w1' } } })

    // A connector with an rdns is matched by it, never by name.
    const other = withCatalogue()
    addConnector(other, {
      id: 'other-aurora',
      name: 'aurora',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.other', name: 'aurora', icon: '', uuid: 'v' },
    })
    expect(ids(other)).toEqual(['walletConnect', 'other-aurora', 'borealis', 'aurora', 'w1', 'allWallets'])
  })

  it("follows the app's orders, and hides All Wallets when asked", () => {
    const p = withCatalogue({
      allWallets: 'HIDE',
      features: { connectorTypeOrder: ['recommended', 'featured', 'walletConnect'] },
    })
    expect(ids(p)).toEqual(['aurora', 'w1', 'w2', 'borealis', 'walletConnect'])
  })

  it('with WalletConnect turned off, or without its connector, lists only the wallets in the page', () => {
    for (const p of [
      withCatalogue({ enableWalletConnect: false }),
      createPortico({ projectId: 'test-project', networks: [devnet], platform: memoryPlatform() }) as WritablePortico,
    ]) {
      p.$wallets.set({
        ...p.$wallets.get(),
        featured: [wallet('borealis')],
        recommended: [wallet('aurora')],
        count: 12,
      })
      addConnector(p, {
        id: 'io.aurora',
        name: 'Aurora',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'io.aurora' },
      })
      expect(ids(p)).toEqual(['io.aurora'])
    }
  })

  it('carries the legal links, and whether the user must agree first', () => {
    const links = { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' }
    expect(connectRows(withCatalogue()).legal).toBeUndefined()
    expect(connectRows(withCatalogue(links)).legal).toEqual({ ...links, consentRequired: false })
    expect(connectRows(withCatalogue({ ...links, features: { legalCheckbox: true } })).legal?.consentRequired).toBe(
      true,
    )
  })

  it('choosing a row connects through its connector in the page, else pairs over WalletConnect', () => {
    const p = withCatalogue()
    addConnector(p, {
      id: 'announced-aurora',
      name: 'Aurora',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.aurora', name: 'Aurora', icon: '', uuid: 'u' },
    })
    push(p, { view: 'Connect' })
    // walletRoute names, without going there, the view choosing leads to (a UI loads it on hover).
    expect(walletRoute(p, { id: 'aurora', name: 'Aurora', rdns: 'io.aurora' }).view).toBe('ConnectingExternal')
    expect(p.$router.get().view).toBe('Connect')
    chooseWallet(p, { id: 'aurora', name: 'Aurora', rdns: 'io.aurora' })
    expect(p.$router.get()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connector: { id: 'announced-aurora' } },
    })
    chooseWallet(p, { id: 'borealis', name: 'Borealis' })
    expect(p.$router.get()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'borealis' } } })
  })
})
