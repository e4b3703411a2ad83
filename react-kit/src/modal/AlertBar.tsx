import { useStore } from '../hooks/useStore'
import { hideAlert } from '@portico/sdk'
import { IconButton } from '../components'
import { CloseIcon } from '../icons'
import { usePorticoContext } from '../hooks/context'
import { alertDetail, noticeText } from '../i18n/noticeText'
import * as styles from './Modal.css'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'

/** The configuration alert (`$alert`: invalid project id, origin not allowed, …) at the top of the modal. */
export function AlertBar() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages)
  const alert = useStore(portico.$alert)
  if (!alert.open) return null
  const detail = alertDetail(t, alert)
  return (
    <div role="alert" className={styles.alertBar} data-variant={alert.variant}>
      <p className={styles.alertText}>
        {noticeText(t, alert)}
        {detail ? <span className={styles.alertDetail}>{detail}</span> : null}
      </p>
      <IconButton label={t('shell.aria.close')} icon={<CloseIcon size={16} />} onClick={() => hideAlert(portico)} />
    </div>
  )
}
