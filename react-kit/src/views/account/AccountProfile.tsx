import { useStore } from '../../hooks/useStore'
import { explorerAddressUrl, isImageUrl, isWebUrl, push, supportsFeature } from '@portico/sdk'
import { truncateAddress } from '@portico/sdk/format'
import { useEffect, useState } from 'react'
import { IconButton, useAnnounce } from '../../components'
import { focusRing, visuallyHidden } from '../../components/styles/shared.css'
import { CheckIcon, ChevronIcon, CopyIcon, ExternalLinkIcon } from '../../icons'
import { usePorticoContext } from '../../hooks/context'
import * as styles from '../Account.css'
import { avatarGradient } from './avatarGradient'
import { NetworkImage } from '../networks/NetworkImage'
import { usePreloadOn } from '../preloadOn'
import { useTranslation } from '../../hooks/useTranslation'
import { sharedMessages } from '../../i18n/en/shared'
import { accountMessages } from '../../i18n/en/account'

/** How long the copy button shows its tick after a copy. */
const COPIED_MS = 1500

/**
 * The account's header: its profile image (or a gradient made from the address), its name or short address with a
 * copy button that confirms, its balance in large type (a placeholder while it is read), the network as a chip that
 * opens the network list, and the block explorer link.
 */
export function AccountProfile({ address }: { address: string }) {
  const preloadOn = usePreloadOn()
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, accountMessages)
  const announce = useAnnounce()
  const account = useStore(portico.$account)
  const { caipNetwork } = useStore(portico.$network)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = () => {
    portico.platform.writeClipboard(address).then(
      () => {
        setCopied(true)
        announce(t('account.addressCopied'))
      },
      () => announce(t('shared.snackbar.copyFailed'), 'assertive'),
    )
  }
  const explorerUrl = account.addressExplorerUrl ?? explorerAddressUrl(caipNetwork, address)
  // A namespace with balances whose balance is not read yet: a placeholder of its size, so nothing shifts.
  const balanceLoading =
    caipNetwork !== undefined &&
    supportsFeature(caipNetwork.chainNamespace, 'balance') &&
    (account.balanceStatus === undefined || account.balanceStatus === 'pending')

  return (
    <div className={styles.profile}>
      {isImageUrl(account.profileImage) ? (
        <img className={styles.avatar} src={account.profileImage} alt="" width={72} height={72} />
      ) : (
        <span className={styles.avatar} style={{ backgroundImage: avatarGradient(address) }} aria-hidden="true" />
      )}
      <div className={styles.identity}>
        <p className={styles.name}>
          {account.profileName ? (
            <span>{account.profileName}</span>
          ) : (
            <span aria-hidden="true">{truncateAddress(address)}</span>
          )}
          <span className={visuallyHidden}>{address}</span>
        </p>
        <IconButton
          label={copied ? t('account.addressCopied') : t('shared.aria.copyAddress', { address })}
          icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          className={styles.copy}
          onClick={copy}
        />
      </div>
      {account.balance !== undefined ? (
        <p className={styles.balance}>
          <span aria-hidden="true">{t.formatBalance(account.balance, account.balanceSymbol)}</span>
          <span className={visuallyHidden}>
            {t('account.aria.balance', { amount: t.formatBalance(account.balance, account.balanceSymbol) })}
          </span>
        </p>
      ) : balanceLoading ? (
        <span
          role="img"
          aria-label={t('account.loadingBalance')}
          className={`${styles.skeleton} ${styles.balanceSkeleton}`}
        />
      ) : null}
      <div className={styles.row}>
        {caipNetwork ? (
          <button
            type="button"
            className={`${styles.chip} ${focusRing}`}
            aria-label={t('start.aria.currentNetwork', { name: caipNetwork.name })}
            {...preloadOn('Networks')}
            onClick={() => push(portico, { view: 'Networks' })}
          >
            <NetworkImage network={caipNetwork} size={20} />
            <span>{caipNetwork.name}</span>
            <ChevronIcon size={14} className={styles.chipChevron} />
          </button>
        ) : null}
        {isWebUrl(explorerUrl) ? (
          <a className={`${styles.chip} ${focusRing}`} href={explorerUrl} target="_blank" rel="noreferrer">
            <span>{t('account.viewOnExplorer')}</span>
            <ExternalLinkIcon size={14} />
          </a>
        ) : null}
      </div>
    </div>
  )
}
