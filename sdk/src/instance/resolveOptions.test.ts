import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from '../constants'
import { PorticoError } from '../errors'
import { devnet, ethereum } from '../networks'
import { memoryPlatform } from '../platform/memoryPlatform'
import type { PorticoOptions } from './options'
import { resolveOptions } from './resolveOptions'
import { siwxMessage } from '../siwx/siwxMessage'

function failure(options: unknown): PorticoError {
  try {
    resolveOptions(options as PorticoOptions)
  } catch (error) {
    if (error instanceof PorticoError) return error
    throw error
  }
  throw new Error('expected the options to be refused')
}

describe('resolveOptions', () => {
  it('fills the feature defaults of spec §3', () => {
    expect(resolveOptions({ projectId: 'p' }).features).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      multiWallet: true,
      pay: false,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    })
  })

  it('merges given features over the defaults', () => {
    const { features } = resolveOptions({ projectId: 'p', features: { swaps: false, socials: false } })
    expect(features).toMatchObject({ swaps: false, socials: false, onramp: true })
  })

  it('fills the account types of spec §3, and given ones win', () => {
    expect(resolveOptions({ projectId: 'p' }).defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
      cosmos: 'eoa',
    })
    expect(resolveOptions({ projectId: 'p', defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes.eip155).toBe(
      'eoa',
    )
  })

  it('defaults sdkType to appkit, sdkVersion to SDK_VERSION, and network switching on', () => {
    expect(resolveOptions({ projectId: 'p' })).toMatchObject({
      sdkType: 'appkit',
      sdkVersion: SDK_VERSION,
      enableNetworkSwitch: true,
      enableWalletConnect: true,
      enableEIP6963: true,
      allWallets: 'SHOW',
      themeMode: 'dark',
      enableEmbedded: false,
      manualWCControl: false,
    })
  })

  it('fills every list and object option with an empty one of its own, never shared between instances', () => {
    const first = resolveOptions({ projectId: 'p' })
    const empty = { featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [], customWallets: [], networks: [] }
    expect(first).toMatchObject({ ...empty, adapters: [], connectors: [], themeVariables: {}, apiUrls: {} })
    first.featuredWalletIds.push('w')
    first.networks.push(ethereum)
    expect(resolveOptions({ projectId: 'p' })).toMatchObject(empty)
  })

  it('an option given as undefined takes its default', () => {
    expect(resolveOptions({ projectId: 'p', sdkType: undefined }).sdkType).toBe('appkit')
  })

  it('names the bad field', () => {
    expect(failure({ projectId: 42 }).message).toMatch(/^Invalid option projectId: /)
    expect(failure({ projectId: 'p', features: { swaps: 'yes' } }).message).toMatch(/^Invalid option features\.swaps: /)
    expect(failure({ projectId: 'p', allWallets: 'SOMETIMES' }).message).toMatch(/^Invalid option allWallets: /)
    expect(failure({ projectId: 'p', networks: [{ ...ethereum, caipNetworkId: 'eip155:2' }] }).message).toMatch(
      /^Invalid option networks\.0: caipNetworkId must be chainNamespace:id/,
    )
    expect(failure({ projectId: 'p', apiUrls: { catalogue: 'not a url' } }).message).toMatch(
      /^Invalid option apiUrls\.catalogue: /,
    )
    expect(failure({ projectId: 'p', projectID: 'typo' }).message).toMatch(/^Invalid option projectID: /)
    expect(failure({ projectId: 'p', features: { socials: ['google', 'myspace'] } }).message).toBe(
      'Invalid option features.socials: must be false or a list of google, x, discord, farcaster, github, apple, facebook',
    )
    expect(failure({ projectId: 'p', features: { socials: true } }).message).toMatch(
      /^Invalid option features\.socials: /,
    )
    expect(failure({ projectId: 'p', themeVariables: { '--portico-accent': null } }).message).toBe(
      'Invalid option themeVariables.--portico-accent: must be a string or a number',
    )
    expect(failure({ projectId: 'p', apiUrls: { catalogue: 'not a url' } }).message).toBe(
      'Invalid option apiUrls.catalogue: must be an https URL (http only on loopback)',
    )
    // The URL policy: services only over https (http on this machine), the relay over wss, links never javascript:.
    expect(failure({ projectId: 'p', apiUrls: { blockchain: 'http://api.example' } }).message).toBe(
      'Invalid option apiUrls.blockchain: must be an https URL (http only on loopback)',
    )
    expect(failure({ projectId: 'p', apiUrls: { relay: 'ws://relay.example' } }).message).toMatch(
      /^Invalid option apiUrls\.relay: /,
    )
    expect(failure({ projectId: 'p', termsConditionsUrl: 'javascript:alert(1)' }).message).toMatch(
      /^Invalid option termsConditionsUrl: /,
    )
    expect(
      failure({ projectId: 'p', customWallets: [{ id: 'c', name: 'C', desktop_link: 'javascript://%0aalert(1)//' }] })
        .message,
    ).toBe("Invalid option customWallets.0.desktop_link: must be an https URL or the wallet's own scheme:// link")
    expect(
      failure({ projectId: 'p', customWallets: [{ id: 'c', name: 'C', image_url: 'data:text/html,x' }] }).message,
    ).toMatch(/^Invalid option customWallets\.0\.image_url: /)
    expect(failure({ projectId: 42 }).code).toBe('INVALID_OPTIONS')
  })

  it('refuses siweConfig and siwx together', () => {
    const siwx = {
      createMessage: () =>
        siwxMessage({
          accountAddress: '0x1',
          chainId: 'eip155:1',
          uri: 'https://a.example',
          version: '1',
          nonce: 'n0nce123',
          domain: 'a.example',
        }),
      addSession: async () => {},
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
    }
    const error = failure({ projectId: 'p', siwx, siweConfig: {} })
    expect(error.code).toBe('OPTIONS_CONFLICT_SIWX')
    expect(() => resolveOptions({ projectId: 'p', siwx })).not.toThrow()
    expect(() => resolveOptions({ projectId: 'p', siweConfig: {} })).not.toThrow()
  })

  it('accepts every integrator option, keeping functions and objects as given', () => {
    const onError = () => {}
    const adapter = { namespace: 'eip155' as const }
    const options: Required<PorticoOptions> = {
      projectId: 'p',
      sdkType: 'portico',
      sdkVersion: 'portico-react-0.1.0',
      features: { email: false, connectMethodsOrder: ['wallet', 'email'], connectorTypeOrder: ['injected'] },
      featuredWalletIds: ['a'],
      includeWalletIds: ['b'],
      excludeWalletIds: ['c'],
      customWallets: [{ id: 'custom', name: 'Custom', mobile_link: 'custom://' }],
      tokens: { 'eip155:1': { address: '0x1', image: 'https://img.example/t.png' } },
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      siwx: undefined as never,
      siweConfig: undefined as never,
      enableEmbedded: true,
      allowUnsupportedChain: true,
      manualWCControl: false,
      enableNetworkSwitch: false,
      enableWalletConnect: true,
      enableEIP6963: true,
      enableInjected: true,
      enableWallets: true,
      enableReconnect: false,
      enableWalletGuide: true,
      enableMobileFullScreen: false,
      enableAuthLogger: false,
      enableCoinbase: false,
      coinbasePreference: 'all',
      experimentalPreferUniversalLinks: false,
      disableAppend: false,
      storageScope: 'checkout',
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
      defaultAccountTypes: { eip155: 'eoa' },
      customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:8545' }] },
      isUniversalProvider: false,
      universalProviderConfigOverride: {},
      allWallets: 'ONLY_MOBILE',
      locale: 'pt-BR',
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#0988f0', '--portico-z-index': 999 },
      networks: [devnet, ethereum],
      defaultNetwork: devnet,
      adapters: [adapter],
      connectors: [],
      apiUrls: {
        catalogue: 'http://127.0.0.1:4000',
        blockchain: 'http://127.0.0.1:4000',
        analytics: 'http://127.0.0.1:4000',
        frame: 'http://127.0.0.1:4001',
        relay: 'ws://127.0.0.1:4002',
      },
      platform: memoryPlatform(),
      clientId: 'client',
      debug: true,
      onError,
    }
    const resolved = resolveOptions(options)
    expect(resolved.onError).toBe(onError)
    expect(resolved.adapters[0]).toBe(adapter)
    expect(resolved).toMatchObject({ sdkType: 'portico', allWallets: 'ONLY_MOBILE', enableNetworkSwitch: false })
    expect(resolved.features).toMatchObject({ email: false, swaps: true })
  })
})
