import { useStore } from '../hooks/useStore'
import { close, push } from '@portico/sdk'
import { accountTypeSwitchStore, setPreferredAccount, signOut } from '@portico/sdk/embedded'
import { useId, useState } from 'react'
import { Button, LiveRegion } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { ViewError } from './ViewError'
import { useTranslation } from '../hooks/useTranslation'
import { settingsMessages } from '../i18n/en/settings'

type Pending = 'switch' | 'signOut' | undefined

/**
 * The embedded wallet's settings, reached from Account: the account type (smart account or externally owned
 * account, `setPreferredAccount`), the e-mail (edited through the SDK's update flow) and sign-out (`signOut`).
 */
export default function AccountSettings() {
  const { portico } = usePorticoContext()
  const t = useTranslation(settingsMessages)
  const account = useStore(portico.$account)
  const [pending, setPending] = useState<Pending>()
  const [failure, setFailure] = useState<unknown>()
  const [switched, setSwitched] = useState(0)
  const typeHeading = useId()
  const emailHeading = useId()
  const nameHeading = useId()
  const network = useStore(portico.$network)
  // Offered only where the SDK says a switch changes something (both accounts, smart accounts on this network).
  const offer = useStore(accountTypeSwitchStore(portico))
  const user = account.user
  const current = account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  const typeName = (type: 'eoa' | 'smartAccount') =>
    t(type === 'smartAccount' ? 'settings.account.smartAccount' : 'settings.account.eoa')

  const run = async (kind: Exclude<Pending, undefined>, action: () => Promise<unknown>) => {
    setPending(kind)
    setFailure(undefined)
    try {
      await action()
      return true
    } catch (error) {
      // Shown here; the SDK has already reported it.
      setFailure(error)
      return false
    } finally {
      setPending(undefined)
    }
  }

  const switchType = async (to: 'eoa' | 'smartAccount') => {
    if (await run('switch', () => setPreferredAccount(portico, { accountType: to }))) setSwitched((n) => n + 1)
  }
  const leave = async () => {
    if (await run('signOut', () => signOut(portico))) close(portico, { force: true })
  }

  return (
    <div className={styles.view}>
      {offer ? (
        <section aria-labelledby={typeHeading} className={styles.form}>
          <h3 id={typeHeading}>{t('settings.accountType')}</h3>
          <p>{t('settings.current', { type: typeName(offer.current) })}</p>
          <Button
            variant="secondary"
            loading={pending === 'switch'}
            loadingLabel={t('settings.switching')}
            onClick={() => void switchType(offer.other)}
          >
            {t(
              offer.other === 'smartAccount' ? 'settings.account.switchToSmartAccount' : 'settings.account.switchToEoa',
            )}
          </Button>
        </section>
      ) : null}
      {user?.email ? (
        <section aria-labelledby={emailHeading} className={styles.form}>
          <h3 id={emailHeading}>{t('settings.email')}</h3>
          <p>{user.email}</p>
          <Button
            variant="secondary"
            onClick={() => push(portico, { view: 'UpdateEmailWallet', data: { email: user.email ?? undefined } })}
          >
            {t('settings.editEmail')}
          </Button>
        </section>
      ) : null}
      {network.caipNetwork?.chainNamespace === 'eip155' ? (
        <section aria-labelledby={nameHeading} className={styles.form}>
          <h3 id={nameHeading}>{t('settings.name')}</h3>
          {account.profileName ? (
            <p>{account.profileName}</p>
          ) : (
            <Button variant="secondary" onClick={() => push(portico, { view: 'RegisterAccountName' })}>
              {t('settings.chooseName')}
            </Button>
          )}
        </section>
      ) : null}
      <Button
        variant="secondary"
        loading={pending === 'signOut'}
        loadingLabel={t('settings.signingOut')}
        onClick={() => void leave()}
      >
        {t('settings.signOut')}
      </Button>
      <LiveRegion
        message={switched > 0 ? t('settings.switched', { type: typeName(current) }) : ''}
        announcementId={switched}
      />
      <ViewError error={failure} />
    </div>
  )
}
