import { useTranslation } from '../hooks'
import { errorText } from '../modal/messageText'
import * as styles from './Connect.css'
import { shellMessages } from '../i18n/en/shell'

/** A view's failure, announced as an alert in the shown language; nothing when there is none. */
export function ViewError({ error }: { error: unknown }) {
  const t = useTranslation(shellMessages)
  if (!error) return null
  return (
    <p role="alert" className={styles.error}>
      {errorText(t, error)}
    </p>
  )
}
