import { useStore } from '../hooks/useStore'
import { reset, showSnackbar } from '@portico/sdk'
import { swapStep, swapTokens } from '@portico/sdk/swap'
import { useState } from 'react'
import { Button, LiveRegion } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as viewStyles from './Connect.css'
import * as styles from './Swap.css'
import { SwapDetails } from './swap/SwapDetails'
import { ViewError } from './ViewError'
import { useTranslation } from '../hooks/useTranslation'
import { swapMessages } from '../i18n/en/swap'

/**
 * Reviewing the quoted swap, then sending it: the approval first when the SDK says the allowance is too low, then
 * the swap. Success shows a snackbar and the account; a failure shows the SDK's error.
 */
export default function SwapPreview() {
  const { portico } = usePorticoContext()
  const t = useTranslation(swapMessages)
  const swap = useStore(portico.$swap)
  const [failure, setFailure] = useState<unknown>()
  const { status, sourceToken, toToken } = swap
  const readiness = swapStep(swap)
  const approving = status.approval === 'pending'
  const busy = approving || status.build === 'pending' || status.transaction === 'pending'
  const symbol = sourceToken?.symbol ?? ''
  const progress = approving ? t('swap.approving', { symbol }) : busy ? t('swap.swapping') : ''

  const send = async () => {
    setFailure(undefined)
    try {
      await swapTokens(portico)
      showSnackbar(portico, { variant: 'success', message: t('swap.snackbar.swapCompleted') })
      reset(portico, { view: 'Account' })
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }
  const canSend = busy || readiness === 'ready' || readiness === 'approve'

  return (
    <div className={viewStyles.view}>
      <dl className={styles.details}>
        <dt>{t('swap.youPay')}</dt>
        <dd>
          {swap.sourceTokenAmount} {symbol}
        </dd>
        <dt>{t('swap.youReceive')}</dt>
        <dd>
          {swap.toTokenAmount} {toToken?.symbol ?? ''}
        </dd>
      </dl>
      {swap.quote ? <SwapDetails swap={swap} t={t} /> : null}
      {readiness === 'approve' ? <p className={styles.note}>{t('swap.approvalNeeded', { symbol })}</p> : null}
      <Button
        loading={busy}
        loadingLabel={progress}
        aria-disabled={canSend ? undefined : 'true'}
        onClick={() => canSend && void send()}
      >
        {readiness === 'approve' ? t('swap.approve', { symbol }) : t('swap.swap')}
      </Button>
      <LiveRegion message={progress} />
      <ViewError error={failure} />
    </div>
  )
}
