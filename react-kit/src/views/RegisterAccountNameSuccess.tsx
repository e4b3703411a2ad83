import { useStore } from '../hooks/useStore'
import { reset } from '@portico/sdk'
import { Button, LiveRegion } from '../components'
import { CheckIcon } from '../icons'
import { usePorticoContext } from '../hooks/context'
import * as viewStyles from './Connect.css'
import * as styles from './names/names.css'
import { useTranslation } from '../hooks/useTranslation'
import { registerNameMessages } from '../i18n/en/registerName'

/** Name registration done (spec §4): the account's new name, and the way back to the account. */
export default function RegisterAccountNameSuccess() {
  const { portico } = usePorticoContext()
  const t = useTranslation(registerNameMessages)
  const { profileName } = useStore(portico.$account)
  const name = profileName ?? ''
  return (
    <div className={viewStyles.view}>
      <span className={styles.successIcon} aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <p className={styles.registered}>{name}</p>
      <div className={styles.centred}>
        <LiveRegion visible message={t('registerName.success', { name })} />
      </div>
      <Button onClick={() => reset(portico, { view: 'Account' })}>{t('registerName.backToAccount')}</Button>
    </div>
  )
}
