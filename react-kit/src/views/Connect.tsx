import { useStore } from '../hooks/useStore'
import { isWebUrl, push, watchConnectors, type ConnectMethod, type PushParams, type SocialProvider } from '@portico/sdk'
import {
  chooseSocial,
  connectRowsStore,
  walletRoute,
  WALLET_CONNECT_ROW_ID,
  type ConnectRow,
} from '@portico/sdk/catalogue'
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button, LiveRegion, RovingList, type RovingListItem } from '../components'
import { MoreIcon, SocialIcon, WalletConnectIcon, WalletIcon } from '../icons'
import { errorText } from '../i18n/noticeText'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { EmailForm } from './connect/EmailForm'
import { usePreloadView } from './preloadOn'
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

/** Social logins shown as icons after the first one's full button; past this many, a "more" control shows the rest. */
const SOCIAL_ICONS_SHOWN = 5

interface WalletItem extends RovingListItem {
  image?: string | null | undefined
  badge?: string | undefined
  row: ConnectRow
}

/**
 * The Connect view: it renders `connectRowsStore` (the SDK decides the methods and their order, the wallet rows and
 * whether All Wallets and the legal line show) and adds the consent box and the connect error.
 */
export default function Connect() {
  const preloadView = usePreloadView()
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, connectMessages)
  const rows = useStore(connectRowsStore(portico))
  const connectors = useStore(portico.$connectors)
  const [agreed, setAgreed] = useState(false)

  // Discovery of browser wallets starts when the view is shown, never before (the provider watches the catalogue
  // from the first open).
  useEffect(() => {
    watchConnectors(portico)
  }, [portico])

  const locked = Boolean(rows.legal?.consentRequired) && !agreed
  const walletConnectName = t('shell.titles.ConnectingWalletConnectBasic')

  const item = (row: ConnectRow): WalletItem => {
    if (row.kind === 'walletConnect')
      return { id: row.id, name: walletConnectName, badge: t('connect.wallets.qrCode'), disabled: locked, row }
    if (row.kind === 'allWallets') {
      const count = row.count > 0 ? t('connect.wallets.allWalletsCount', { count: row.count }) : undefined
      return {
        id: row.id,
        name: t('connect.wallets.allWallets'),
        states: count ? [count] : [],
        badge: count,
        disabled: locked,
        row,
      }
    }
    return {
      id: row.id,
      name: row.name,
      states: stateWords(t, row),
      badge: badge(t, row),
      image: row.imageUrl,
      disabled: locked,
      row,
    }
  }
  // Where a row leads: a wallet where the SDK's rule says, All Wallets, or WalletConnect's own pairing.
  const routeOf = (row: ConnectRow): PushParams => {
    if (row.kind === 'wallet') return walletRoute(portico, row)
    if (row.kind === 'allWallets') return { view: 'AllWallets' }
    return { view: 'ConnectingWalletConnect', data: { wallet: { id: WALLET_CONNECT_ROW_ID, name: walletConnectName } } }
  }

  const pending = connectors.connectStatus === 'pending'
  const failed = connectors.connectStatus === 'error' && connectors.error

  const blocks: Record<ConnectMethod, ReactNode> = {
    email: <EmailForm />,
    social: <SocialLogins providers={rows.socials} />,
    wallet: (
      <RovingList
        label={t('shell.aria.walletList')}
        locale={t.locale}
        items={rows.wallets.map(item)}
        onActivate={({ row }) => push(portico, routeOf(row))}
        // The row's view loads as it is hovered or focused, so choosing it shows the view at once.
        onPrepare={({ row }) => void preloadView(routeOf(row).view).catch(() => undefined)}
        renderItem={(item) => (
          <span className={styles.itemRow}>
            <RowImage item={item} />
            <span className={walletStyles.name}>{item.name}</span>
            {item.badge ? <span className={walletStyles.badge}>{item.badge}</span> : null}
          </span>
        )}
      />
    ),
  }

  return (
    <div className={styles.view}>
      {rows.methods.map((method, index) => (
        <Fragment key={method}>
          {/* "or" between the wallets and the e-mail and social logins, not between those two. */}
          {index > 0 && (method === 'wallet' || rows.methods[index - 1] === 'wallet') ? (
            <div className={styles.divider}>
              <span>{t('shell.common.or')}</span>
            </div>
          ) : null}
          {blocks[method]}
        </Fragment>
      ))}
      <Legal needsConsent={Boolean(rows.legal?.consentRequired)} agreed={agreed} onAgree={setAgreed} />
      <LiveRegion message={pending ? t('start.status.connecting') : ''} />
      {failed ? (
        <p role="alert" className={styles.error}>
          {errorText(t, connectors.error)}
        </p>
      ) : null}
    </div>
  )
}

/** The picture of a wallet row: the wallet's logo, WalletConnect's mark, or All Wallets' preview of up to four. */
function RowImage({ item }: { item: WalletItem }) {
  const { row } = item
  if (row.kind === 'walletConnect') return <WalletConnectIcon size={40} />
  if (row.kind === 'wallet') return <WalletImage name={item.name} src={item.image} />
  // Nothing of the catalogue to preview (it cannot be reached): a wallet mark, not an empty tile.
  if (row.preview.length === 0)
    return (
      <span className={styles.previewEmpty} aria-hidden="true">
        <WalletIcon size={24} />
      </span>
    )
  return (
    <span className={styles.preview} aria-hidden="true">
      {row.preview.map((wallet) => (
        <WalletImage key={wallet.id} name={wallet.name} src={wallet.imageUrl} small />
      ))}
    </span>
  )
}

/**
 * The social logins: the first as a full button with its mark, the others as a row of marks (each named "Continue
 * with …" for assistive technology), the ones past SOCIAL_ICONS_SHOWN behind a "more" control.
 */
function SocialLogins({ providers }: { providers: readonly SocialProvider[] }) {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, connectMessages)
  const [expanded, setExpanded] = useState(false)
  const row = useRef<HTMLDivElement>(null)
  // "More options" leaves the row as it unfolds: focus goes to the first mark it revealed.
  useEffect(() => {
    if (expanded) row.current?.querySelectorAll('button')[SOCIAL_ICONS_SHOWN]?.focus()
  }, [expanded])
  const [first, ...others] = providers
  if (!first) return null
  // The SDK routes the login (and opens the sign-in window inside this click); the kit names the provider.
  const start = (provider: SocialProvider) => chooseSocial(portico, { provider, name: SOCIAL_NAMES[provider] })
  const folded = !expanded && others.length > SOCIAL_ICONS_SHOWN
  const shown = folded ? others.slice(0, SOCIAL_ICONS_SHOWN - 1) : others
  const items = [
    ...shown.map((provider) => ({
      id: provider,
      name: t('connect.continueWith', { provider: SOCIAL_NAMES[provider] }),
    })),
    ...(folded ? [{ id: 'more', name: t('connect.moreSocials') }] : []),
  ]
  return (
    <div className={styles.socials} ref={row}>
      <Button variant="secondary" className={styles.socialButton} onClick={() => start(first)}>
        <SocialIcon provider={first} />
        <span>{t('connect.continueWith', { provider: SOCIAL_NAMES[first] })}</span>
      </Button>
      {items.length > 0 ? (
        <RovingList
          label={t('connect.aria.socialList')}
          locale={t.locale}
          columns={Math.min(items.length, SOCIAL_ICONS_SHOWN)}
          items={items}
          onActivate={(item) => (item.id === 'more' ? setExpanded(true) : start(item.id as SocialProvider))}
          renderItem={(item) => (
            <span className={styles.socialIcon}>
              {item.id === 'more' ? <MoreIcon /> : <SocialIcon provider={item.id as SocialProvider} />}
            </span>
          )}
        />
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
  const params = {
    terms: link(termsConditionsUrl, t('connect.legal.terms')),
    privacy: link(privacyPolicyUrl, t('connect.legal.privacy')),
  }
  const text = (key: 'connect.legal.agreement' | 'connect.legal.byConnecting') =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, always in the same order
    t.parts<ReactNode>(key, params).map((part, index) => <Fragment key={index}>{part}</Fragment>)

  if (!needsConsent) return <p className={styles.legal}>{text('connect.legal.byConnecting')}</p>
  return (
    <div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => onAgree(event.target.checked)}
          aria-describedby={agreed ? undefined : hintId}
        />
        <span>{text('connect.legal.agreement')}</span>
      </label>
      {agreed ? null : (
        <p id={hintId} className={styles.legal}>
          {t('connect.legal.mustAgree')}
        </p>
      )}
    </div>
  )
}
