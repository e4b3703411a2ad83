import { FRAME_HEIGHT_PX } from '@portico/sdk/internal'
import { cancelApproval } from '@portico/sdk/embedded'
import { useState } from 'react'
import { Button, LiveRegion } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { ViewError } from './ViewError'
import { useFrameReachable } from './embedded/useFrameReachable'
import { useTranslation } from '../hooks/useTranslation'
import { sharedMessages } from '../i18n/en/shared'
import { approveMessages } from '../i18n/en/approve'

/**
 * Shown while the embedded wallet's frame asks the user to approve a request: the SDK places the frame over the
 * modal (fixed, centred, above it), so this view keeps the frame's height of room under it. Cancel rejects the
 * request (`cancelApproval`); the SDK then leaves this view.
 */
export default function ApproveTransaction() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, approveMessages)
  const [cancelling, setCancelling] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  useFrameReachable(portico)

  const cancel = async () => {
    setCancelling(true)
    setFailure(undefined)
    try {
      await cancelApproval(portico)
    } catch (error) {
      // Shown here; the SDK has already reported it.
      setFailure(error)
      setCancelling(false)
    }
  }

  return (
    <div className={styles.view}>
      {/* The frame's room (it covers this block while shown); sized through the style property (CSSOM), which a strict CSP allows. */}
      <div style={{ minBlockSize: `${FRAME_HEIGHT_PX}px` }}>
        <p className={styles.legal}>{t('approve.description')}</p>
      </div>
      <Button
        variant="secondary"
        loading={cancelling}
        loadingLabel={t('approve.cancelling')}
        onClick={() => void cancel()}
      >
        {t('shared.common.cancel')}
      </Button>
      <LiveRegion message={cancelling ? t('approve.cancelling') : t('approve.waiting')} />
      <ViewError error={failure} />
    </div>
  )
}
