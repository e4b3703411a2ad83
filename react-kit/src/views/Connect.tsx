import { useStore } from '../hooks/useStore'
import {
  cappedRecommendedCount,
  embeddedLogins,
  isWebUrl,
  openSocialPopup,
  orderConnectMethods,
  orderConnectorTypes,
  push,
  setupConnectors,
  type ConnectMethod,
  type Connector,
  type ConnectorTypeOrder,
  type SocialProvider,
} from '@portico/sdk'
import { visibleConnectors, type Wallet } from '@portico/sdk/catalogue'
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react'
import { LiveRegion, RovingList, type RovingListItem } from '../components'
import { errorText } from '../modal/noticeText'
import { usePorticoContext } from '../provider/context'
import * as styles from './Connect.css'
import { EmailForm } from './connect/EmailForm'
import { chooseWallet, type WalletChoice } from './wallets/chooseWallet'
import { badge, stateWords } from './wallets/stateWords'
import { WalletImage } from './wallets/WalletImage'
import * as walletStyles from './wallets/wallets.css'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { connectMessages } from '../i18n/en/connect'

/** Display names of the social logins (brand names: never translated). */
const SOCIAL_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** Wallets found in the page (announced, injected, multi-chain): listed first, as installed. */
const BROWSER_WALLET_TYPES = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']
const ALL_WALLETS_ID = 'portico:all-wallets'
const WALLET_CONNECT_ID = 'walletConnect'

interface WalletItem extends RovingListItem {
  image?: string | null
  badge?: string
  choose(): void
}

/**
 * The Connect view: the connection methods in the SDK's order (e-mail, social logins, wallets; wallets first when
 * a browser wallet is found), the wallet list in the SDK's connector-type order with recommended wallets capped,
 * the All Wallets entry with its count, and the legal consent when configured.
 */
export default function Connect() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, connectMessages)
  const options = useStore(portico.$options)
  const wallets = useStore(portico.$wallets)
  const connectors = useStore(portico.$connectors)
  const [agreed, setAgreed] = useState(false)
  const facts = portico.platform.facts()
  const { features } = options

  // Discovery of browser wallets starts when the view is shown, never before (the provider watches the catalogue
  // from the first open).
  useEffect(() => {
    setupConnectors(portico)
  }, [portico])

  const shown = new Set<unknown>(visibleConnectors(portico))
  const visible = connectors.all.filter((c) => shown.has(c))
  const inPage = visible.filter((c) => BROWSER_WALLET_TYPES.includes(c.type))
  const external = visible.filter((c) => c.type === 'EXTERNAL')
  const logins = embeddedLogins(portico)
  const socials = logins.socials
  const methods = orderConnectMethods({ walletShown: inPage.length > 0, order: features.connectMethodsOrder })
  const recommendedCount = cappedRecommendedCount({
    featured: wallets.featured.length,
    custom: wallets.custom.length,
    injected: inPage.length,
    email: logins.email,
    social: socials.length > 0,
  })

  const needsConsent = features.legalCheckbox && Boolean(options.termsConditionsUrl || options.privacyPolicyUrl)
  const locked = needsConsent && !agreed

  const fromWallet = (wallet: Wallet, recent = false): WalletItem => ({
    id: wallet.id,
    name: wallet.name,
    states: stateWords(t, { installed: wallet.installed, recent }),
    badge: badge(t, { installed: wallet.installed, recent }),
    image: wallets.images[wallet.id] ?? wallet.image_url,
    disabled: locked,
    choose: () => chooseWallet(portico, wallet),
  })
  const fromConnector = (connector: Connector): WalletItem => ({
    id: connector.id,
    name: connector.name,
    states: stateWords(t, { installed: true }),
    badge: badge(t, { installed: true }),
    image: connector.imageUrl ?? connector.info?.icon,
    disabled: locked,
    choose: () => chooseWallet(portico, { ...connector, connector } satisfies WalletChoice),
  })

  const sections: Record<ConnectorTypeOrder, WalletItem[]> = {
    walletConnect:
      options.enableWalletConnect && !facts.isMobile
        ? [
            {
              id: WALLET_CONNECT_ID,
              name: t('titles.ConnectingWalletConnectBasic'),
              badge: t('wallets.qrCode'),
              disabled: locked,
              choose: () =>
                push(portico, 'ConnectingWalletConnect', {
                  wallet: { id: WALLET_CONNECT_ID, name: t('titles.ConnectingWalletConnectBasic') },
                }),
            },
          ]
        : [],
    recent: wallets.recent.map((wallet) => fromWallet(wallet, true)),
    injected: inPage.map(fromConnector),
    featured: wallets.featured.map((wallet) => fromWallet(wallet)),
    custom: wallets.custom.map((wallet) => fromWallet(wallet)),
    external: external.map(fromConnector),
    recommended: wallets.recommended.slice(0, recommendedCount).map((wallet) => fromWallet(wallet)),
  }
  // A wallet appears once, in its first section: a recent wallet is not repeated among the installed ones.
  const seen = new Set<string>()
  const rdnsSeen = new Set<string>()
  const walletItems = orderConnectorTypes(features.connectorTypeOrder)
    .flatMap((type) => sections[type])
    .filter((item) => {
      const rdns = connectors.all.find((c) => c.id === item.id)?.info?.rdns
      if (seen.has(item.id) || (rdns && rdnsSeen.has(rdns))) return false
      seen.add(item.id)
      if (rdns) rdnsSeen.add(rdns)
      return true
    })

  const showAllWallets =
    features.allWallets &&
    options.allWallets !== 'HIDE' &&
    (options.allWallets !== 'ONLY_MOBILE' || facts.isMobile)
  if (showAllWallets) {
    const count = wallets.count > 0 ? t('wallets.allWalletsCount', { count: wallets.count }) : undefined
    walletItems.push({
      id: ALL_WALLETS_ID,
      name: t('wallets.allWallets'),
      states: count ? [count] : [],
      badge: count,
      disabled: locked,
      choose: () => push(portico, 'AllWallets'),
    })
  }

  const pending = connectors.connectStatus === 'pending'
  const failed = connectors.connectStatus === 'error' && connectors.error

  const blocks: Record<ConnectMethod, ReactNode> = {
    email: logins.email ? <EmailForm /> : null,
    social:
      socials.length > 0 ? (
        <RovingList
          label={t('aria.socialList')}
          locale={t.locale}
          columns={1}
          items={socials.map((provider) => ({
            id: provider,
            name: t('connect.continueWith', { provider: SOCIAL_NAMES[provider] }),
          }))}
          onActivate={(item) => {
            const provider = item.id as SocialProvider
            if (provider === 'farcaster') push(portico, 'ConnectingFarcaster')
            // The sign-in window opens now, inside the click: a browser blocks one opened after an await.
            else {
              const popup = openSocialPopup(portico)
              push(portico, 'ConnectingSocial', { provider: SOCIAL_NAMES[provider], socialProvider: provider, popup })
            }
          }}
        />
      ) : null,
    wallet: (
      <RovingList
        label={t('aria.walletList')}
        locale={t.locale}
        items={walletItems}
        onActivate={(item) => item.choose()}
        renderItem={(item) => (
          <span className={styles.itemRow}>
            {item.id === ALL_WALLETS_ID ? null : <WalletImage name={item.name} src={item.image} />}
            <span className={walletStyles.name}>{item.name}</span>
            {item.badge ? <span className={walletStyles.badge}>{item.badge}</span> : null}
          </span>
        )}
      />
    ),
  }

  return (
    <div className={styles.view}>
      {methods.map((method) => (
        <Fragment key={method}>{blocks[method]}</Fragment>
      ))}
      <Legal needsConsent={needsConsent} agreed={agreed} onAgree={setAgreed} />
      <LiveRegion message={pending ? t('status.connecting') : ''} />
      {failed ? (
        <p role="alert" className={styles.error}>
          {errorText(t, connectors.error)}
        </p>
      ) : null}
    </div>
  )
}

interface LegalProps {
  needsConsent: boolean
  agreed: boolean
  onAgree(agreed: boolean): void
}

/** Terms and privacy links when configured; with `features.legalCheckbox`, a consent box that unlocks the wallets. */
function Legal({ needsConsent, agreed, onAgree }: LegalProps) {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, connectMessages)
  const { termsConditionsUrl, privacyPolicyUrl } = useStore(portico.$options)
  const hintId = useId()
  if (!termsConditionsUrl && !privacyPolicyUrl) return null
  const link = (url: string | undefined, text: string) =>
    isWebUrl(url) ? (
      <a className={styles.link} href={url} target="_blank" rel="noreferrer noopener">
        {text}
      </a>
    ) : (
      text
    )
  const params = { terms: link(termsConditionsUrl, t('legal.terms')), privacy: link(privacyPolicyUrl, t('legal.privacy')) }
  const text = (key: 'legal.agreement' | 'legal.byConnecting') =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, always in the same order
    t.parts<ReactNode>(key, params).map((part, index) => <Fragment key={index}>{part}</Fragment>)

  if (!needsConsent) return <p className={styles.legal}>{text('legal.byConnecting')}</p>
  return (
    <div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => onAgree(event.target.checked)}
          aria-describedby={agreed ? undefined : hintId}
        />
        <span>{text('legal.agreement')}</span>
      </label>
      {agreed ? null : (
        <p id={hintId} className={styles.legal}>
          {t('legal.mustAgree')}
        </p>
      )}
    </div>
  )
}
