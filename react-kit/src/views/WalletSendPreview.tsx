import { useStore } from '../hooks/useStore'
import { goBack, reset, showSnackbar } from '@portico/sdk'
import { amountInUSD, sendTokens } from '@portico/sdk/send'
import { useState } from 'react'
import { Button, LiveRegion } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as connectStyles from './Connect.css'
import * as styles from './WalletSend.css'
import { ViewError } from './ViewError'
import { ReceiverSummary } from './send/ReceiverSummary'
import { tokenNetworkName } from './send/tokenItems'
import { useTranslation } from '../hooks/useTranslation'
import { sharedMessages } from '../i18n/en/shared'
import { sendMessages } from '../i18n/en/send'
import { formatAmount, formatEstimate } from '../i18n/formatAmount'

/**
 * What will be sent and to whom, with the network fee `previewSend` estimated. Send asks the wallet; while it is
 * pending that is announced; once mined a snackbar says so and the account is shown (the SDK has reset the form).
 */
export default function WalletSendPreview() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, sendMessages)
  const { status } = useStore(portico.$send)
  const { requestedCaipNetworks } = useStore(portico.$network)
  // The form as it was reviewed: sending resets `$send`, and the review must not change under the user meanwhile.
  const [form] = useState(() => portico.$send.get())
  const [failure, setFailure] = useState<unknown>()
  const { token, sendTokenAmount, receiverAddress, fee } = form
  if (!token || !sendTokenAmount || !receiverAddress) return <p className={styles.message}>{t('send.enterAmount')}</p>

  const usd = amountInUSD(token, sendTokenAmount)
  // The fee is paid in the network's own token: its price is the native balance's, when the account shows one.
  const native = fee && portico.$balances.get().balances.find((b) => !b.address && b.symbol === fee.symbol)
  const feeUsd = fee && native ? amountInUSD(native, fee.amount) : undefined
  const pending = status === 'pending'

  const confirm = async () => {
    setFailure(undefined)
    try {
      await sendTokens(portico)
      showSnackbar(portico, { variant: 'success', message: t('send.snackbar.transactionSent') })
      reset(portico, { view: 'Account' })
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }

  return (
    <div className={connectStyles.view}>
      <dl className={styles.summary}>
        <dt className={styles.term}>{t('send.youSend')}</dt>
        <dd className={styles.detail}>
          {formatAmount(t.locale, sendTokenAmount, token.symbol)}
          {usd === undefined ? null : (
            <>
              <br />
              <span className={styles.secondary}>{t('send.valueInUSD', { value: t.formatCurrency(usd, 'USD') })}</span>
            </>
          )}
        </dd>
        <dt className={styles.term}>{t('send.receiverLabel')}</dt>
        <dd className={`${styles.detail} ${styles.wide}`}>
          <ReceiverSummary
            address={receiverAddress}
            name={form.receiverProfileName}
            avatar={form.receiverProfileImageUrl}
          />
        </dd>
        <dt className={styles.term}>{t('send.network')}</dt>
        <dd className={styles.detail}>{tokenNetworkName(t, token, requestedCaipNetworks)}</dd>
        {fee ? (
          <>
            <dt className={styles.term}>{t('send.networkFee')}</dt>
            <dd className={styles.detail}>
              {formatEstimate(t.locale, fee.amount, fee.symbol)}
              {feeUsd === undefined ? null : (
                <>
                  <br />
                  <span className={styles.secondary}>
                    {t('send.valueInUSD', { value: t.formatCurrency(feeUsd, 'USD') })}
                  </span>
                </>
              )}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('start.account.balance')}</dt>
        <dd className={styles.detail}>{t.formatBalance(token.quantity.numeric, token.symbol)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-disabled={pending ? 'true' : undefined}
          onClick={() => {
            if (!pending) goBack(portico)
          }}
        >
          {t('shared.common.back')}
        </Button>
        <Button loading={pending} loadingLabel={t('send.sending')} onClick={() => void confirm()}>
          {t('send.send')}
        </Button>
      </div>
      <LiveRegion message={pending ? t('send.confirmInWallet') : ''} />
      <ViewError error={failure} />
    </div>
  )
}
