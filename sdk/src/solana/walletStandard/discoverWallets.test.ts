// Wallet Standard discovery through a Portico instance: the page is the memory platform's event target, the
// wallets are real Wallet Standard wallets backed by @solana/kit keys that register themselves per the standard.
import { generateKeyPairSigner } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { watchConnectors, stopConnectors } from '../../connectors/watchConnectors'
import type { Connector } from '../../connectors/types'
import { kitWallet } from '@portico-examples/test-support/wallets/solanaWallet'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { solana } from '../solana'
import { discoverWallets } from './discoverWallets'
import { APP_READY_EVENT, REGISTER_WALLET_EVENT, type Wallet, type WalletsApi } from './types'
import { walletStandard } from './walletStandard'

const solanaConnectors = (connectors: readonly Connector[]) => connectors.filter((c) => c.chain === 'solana')

async function wallet(name: string) {
  return kitWallet({ signer: await generateKeyPairSigner(), name, icon: `data:image/svg+xml,<svg id="${name}"/>` })
}

/** Registers any object as a wallet would, per the standard (both ways). */
function registerRaw(target: EventTarget, value: unknown) {
  target.addEventListener(APP_READY_EVENT, (event) =>
    (event as CustomEvent<WalletsApi>).detail.register(value as Wallet),
  )
  target.dispatchEvent(
    new CustomEvent(REGISTER_WALLET_EVENT, { detail: (api: WalletsApi) => api.register(value as Wallet) }),
  )
}

describe('walletStandard() discovery', () => {
  it('finds a wallet registered before the app is ready and one registered after', async () => {
    const p = testPortico({ adapters: [solana()], connectors: [walletStandard()] })
    const early = await wallet('Early Wallet')
    const late = await wallet('Late Wallet')
    early.register(p.platform.events)
    expect(solanaConnectors(p.$connectors.get().all)).toEqual([])

    watchConnectors(p)
    late.register(p.platform.events)

    const found = solanaConnectors(p.$connectors.get().all)
    expect(found.map((c) => c.name)).toEqual(['Early Wallet', 'Late Wallet'])
    expect(found[0]).toMatchObject({
      id: 'Early Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: 'data:image/svg+xml,<svg id="Early Wallet"/>',
      info: { name: 'Early Wallet', icon: 'data:image/svg+xml,<svg id="Early Wallet"/>' },
    })
    stopConnectors(p)
  })

  it('ignores wallets without a solana chain, without the connect or signMessage feature, and non-wallets', async () => {
    const p = testPortico({ adapters: [solana()], connectors: [walletStandard()] })
    watchConnectors(p)
    const good = await wallet('Solana Wallet')
    const { calls: _calls, register: _register, ...base } = await wallet('Sui Wallet')
    registerRaw(p.platform.events, { ...base, name: 'Sui Wallet', chains: ['sui:mainnet'] })
    registerRaw(p.platform.events, {
      ...base,
      name: 'No Sign',
      features: { 'standard:connect': base.features['standard:connect'] },
    })
    registerRaw(p.platform.events, {
      ...base,
      name: 'No Connect',
      features: { 'solana:signMessage': base.features['solana:signMessage'] },
    })
    registerRaw(p.platform.events, null)
    registerRaw(p.platform.events, { name: 'Not a wallet' })
    good.register(p.platform.events)

    expect(solanaConnectors(p.$connectors.get().all).map((c) => c.name)).toEqual(['Solana Wallet'])
    stopConnectors(p)
  })

  it('lists a wallet once however often it registers', async () => {
    const p = testPortico({ adapters: [solana()], connectors: [walletStandard()] })
    const w = await wallet('Twice Wallet')
    w.register(p.platform.events)
    watchConnectors(p)
    w.register(p.platform.events)
    expect(solanaConnectors(p.$connectors.get().all)).toHaveLength(1)
    stopConnectors(p)
  })

  it('stops listening when discovery stops', async () => {
    const p = testPortico({ adapters: [solana()], connectors: [walletStandard()] })
    watchConnectors(p)
    stopConnectors(p)
    ;(await wallet('Too Late')).register(p.platform.events)
    expect(solanaConnectors(p.$connectors.get().all)).toEqual([])
  })

  it('hands wallets the register API in the app-ready event, as the standard says', async () => {
    const events = new EventTarget()
    const found: string[] = []
    let detail: unknown
    events.addEventListener(APP_READY_EVENT, (event) => {
      detail = (event as CustomEvent).detail
    })
    const stop = discoverWallets(events, (w) => found.push(w.name))
    expect(typeof (detail as WalletsApi).register).toBe('function')
    ;(detail as WalletsApi).register(await wallet('Direct'))
    expect(found).toEqual(['Direct'])
    stop()
  })
})
