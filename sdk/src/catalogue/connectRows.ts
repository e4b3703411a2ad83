import { WALLETCONNECT_CONNECTOR_ID, type SocialProvider } from '../constants'
import type { Connector } from '../connectors/types'
import type { Portico } from '../portico/types'
import { cappedRecommendedCount } from '../ordering/cappedRecommendedCount'
import { orderConnectMethods, type ConnectMethod } from '../ordering/orderConnectMethods'
import { orderConnectorTypes, type ConnectorTypeOrder } from '../ordering/orderConnectorTypes'
import { embeddedLogins } from '../socials/embeddedLogins'
import type { Wallet } from './types'
import { matchesWallet } from './matchesWallet'
import { visibleConnectors } from './visibleConnectors'
import { uniqueById } from './uniqueById'
import { walletsStore } from './walletsStore'

/** Connectors found in the page (announced, injected, multi-chain): listed as installed. */
const BROWSER_WALLET_TYPES = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']

/** The id of the WalletConnect row (the QR code). */
export const WALLET_CONNECT_ROW_ID = 'walletConnect'

/** One row of the Connect view's wallet list. */
export type ConnectRow =
  | {
      kind: 'wallet'
      /** The section of `connectorTypeOrder` the row comes from. */
      section: Exclude<ConnectorTypeOrder, 'walletConnect'>
      /** The catalogue id, or the connector's id for a wallet found in the page. */
      id: string
      name: string
      imageUrl?: string | undefined
      /** The wallet's reverse-DNS id (EIP-6963), when known. */
      rdns?: string | undefined
      /** A connector in the page belongs to it. */
      installed: boolean
      /** The user connected with it lately. */
      recent: boolean
    }
  /** Pairing with any wallet through the WalletConnect QR code. */
  | { kind: 'walletConnect'; section: 'walletConnect'; id: typeof WALLET_CONNECT_ROW_ID }
  /**
   * The way to the whole catalogue: how many wallets it has (0 while unknown) and up to four of those not listed
   * above, to preview on the row.
   */
  | { kind: 'allWallets'; id: 'allWallets'; count: number; preview: WalletPreview[] }

/** A catalogue wallet shown small on the All Wallets row: its name (for a fallback initial) and image. */
export interface WalletPreview {
  id: string
  name: string
  imageUrl?: string | undefined
}

/** What the Connect view shows, in order (spec §2), for any UI to render. */
export interface ConnectRowsReturnType {
  /** The connection methods in the order to show them; only those with something to show. */
  methods: ConnectMethod[]
  /** The e-mail field is offered. */
  email: boolean
  /** The social logins, in the configured order. */
  socials: SocialProvider[]
  /**
   * The wallet rows: each wallet once (by id, by rdns, and a page wallet without rdns by name), in its first section,
   * All Wallets last.
   */
  wallets: ConnectRow[]
  /** The terms and privacy links to show, when configured; `consentRequired` when the user must tick a box first. */
  legal?:
    | { termsConditionsUrl?: string | undefined; privacyPolicyUrl?: string | undefined; consentRequired: boolean }
    | undefined
}

type WalletRow = Extract<ConnectRow, { kind: 'wallet' }>

/**
 * The Connect view as data: methods in order (wallets first when a browser wallet is found), the e-mail field and
 * social logins when an embedded-wallet connector is configured, the wallet rows in the connector-type order
 * (WalletConnect, recent, installed, featured, custom, external, recommended capped to the rows left; the catalogue's
 * wallets, the WalletConnect row and All Wallets only when the app has the WalletConnect connector), each wallet
 * once, All Wallets when shown, and the legal line. A headless UI rendering it shows what the kit shows.
 *
 * @example
 * const { methods, wallets } = connectRows(portico)
 * for (const row of wallets) if (row.kind === 'wallet') console.log(row.name, row.installed ? 'Installed' : '')
 */
export function connectRows(p: Portico): ConnectRowsReturnType {
  const options = p.$options.get()
  const { features } = options
  const catalogue = walletsStore(p).get()
  const facts = p.platform.facts()
  const shown = new Set<unknown>(visibleConnectors(p))
  const visible = p.$connectors.get().all.filter((c) => shown.has(c))
  const inPage = visible.filter((c) => BROWSER_WALLET_TYPES.includes(c.type))
  const logins = embeddedLogins(p)
  // A catalogue wallet that is not in the page connects through WalletConnect: without the app's WalletConnect
  // connector, only the wallets in the page can connect, so only they are listed.
  const pairing = options.enableWalletConnect && options.connectors.some((c) => c.id === WALLETCONNECT_CONNECTOR_ID)
  const reachable = (wallet: Wallet) => pairing || wallet.installed
  const recommendedCount = cappedRecommendedCount({
    featured: catalogue.featured.length,
    custom: catalogue.custom.length,
    injected: inPage.length,
    email: logins.email,
    social: logins.socials.length > 0,
  })

  const rdnsOf = (id: string) => p.$connectors.get().all.find((c) => c.id === id)?.info?.rdns
  const fromWallet = (section: WalletRow['section'], wallet: Wallet): WalletRow => ({
    kind: 'wallet',
    section,
    id: wallet.id,
    name: wallet.name,
    imageUrl: catalogue.images[wallet.id] ?? wallet.image_url ?? undefined,
    rdns: wallet.rdns ?? rdnsOf(wallet.id) ?? undefined,
    installed: wallet.installed,
    recent: section === 'recent',
  })
  const fromConnector = (section: WalletRow['section'], connector: Connector): WalletRow => ({
    kind: 'wallet',
    section,
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl ?? connector.info?.icon,
    rdns: connector.info?.rdns,
    installed: true,
    recent: false,
  })
  const sections: Record<ConnectorTypeOrder, ConnectRow[]> = {
    walletConnect:
      pairing && !facts.isMobile
        ? [{ kind: 'walletConnect', section: 'walletConnect', id: WALLET_CONNECT_ROW_ID }]
        : [],
    recent: catalogue.recent.filter(reachable).map((wallet) => fromWallet('recent', wallet)),
    injected: inPage.map((connector) => fromConnector('injected', connector)),
    featured: catalogue.featured.filter(reachable).map((wallet) => fromWallet('featured', wallet)),
    custom: catalogue.custom.filter(reachable).map((wallet) => fromWallet('custom', wallet)),
    external: visible.filter((c) => c.type === 'EXTERNAL').map((connector) => fromConnector('external', connector)),
    // A recommended wallet already found in the page would take a row and then be dropped as a repeat.
    recommended: catalogue.recommended
      .filter((wallet) => reachable(wallet) && !inPage.some((c) => matchesWallet(c, wallet)))
      .slice(0, recommendedCount)
      .map((wallet) => fromWallet('recommended', wallet)),
  }
  const ids = new Set<string>()
  const rdnses = new Set<string>()
  // A catalogue row and a page connector are one wallet when they match (by name too for protocols without rdns).
  const pageIdOf = (row: ConnectRow) =>
    row.kind === 'wallet' ? inPage.find((c) => matchesWallet(c, row))?.id : undefined
  const wallets = orderConnectorTypes(features.connectorTypeOrder)
    .flatMap((type) => sections[type])
    .filter((row) => {
      const rdns = row.kind === 'wallet' ? row.rdns?.toLowerCase() : undefined
      const pageId = pageIdOf(row)
      if (ids.has(row.id) || (rdns && rdnses.has(rdns)) || (pageId && ids.has(pageId))) return false
      ids.add(row.id)
      if (pageId) ids.add(pageId)
      if (rdns) rdnses.add(rdns)
      return true
    })
  const allWalletsShown =
    pairing &&
    features.allWallets &&
    options.allWallets !== 'HIDE' &&
    (options.allWallets !== 'ONLY_MOBILE' || facts.isMobile)
  if (allWalletsShown) {
    const preview = uniqueById([...catalogue.recommended, ...catalogue.featured, ...catalogue.wallets])
      .filter(
        (wallet) =>
          reachable(wallet) &&
          !ids.has(wallet.id) &&
          !rdnses.has(wallet.rdns?.toLowerCase() ?? '') &&
          !inPage.some((c) => matchesWallet(c, wallet)),
      )
      .slice(0, 4)
      .map((wallet) => ({
        id: wallet.id,
        name: wallet.name,
        imageUrl: catalogue.images[wallet.id] ?? wallet.image_url ?? undefined,
      }))
    wallets.push({ kind: 'allWallets', id: 'allWallets', count: catalogue.count, preview })
  }

  const offered: Record<ConnectMethod, boolean> = {
    email: logins.email,
    social: logins.socials.length > 0,
    // No wallet rows (no browser wallet, no WalletConnect): no list, and no "or" before it; unless nothing else is
    // offered, so the view is never empty.
    wallet: wallets.length > 0 || (!logins.email && logins.socials.length === 0),
  }
  const { termsConditionsUrl, privacyPolicyUrl } = options
  return {
    methods: orderConnectMethods({ walletShown: inPage.length > 0, order: features.connectMethodsOrder }).filter(
      (m) => offered[m],
    ),
    email: logins.email,
    socials: logins.socials,
    wallets,
    legal:
      termsConditionsUrl || privacyPolicyUrl
        ? { termsConditionsUrl, privacyPolicyUrl, consentRequired: features.legalCheckbox }
        : undefined,
  }
}

/** The error codes `connectRows` can throw. */
export type ConnectRowsErrorType = 'INVALID_PARAMETER'
