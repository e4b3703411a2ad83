import { useStore } from '../hooks/useStore'
import { isPorticoError, push } from '@portico/sdk'
import { SEND_NAMESPACES } from '@portico/sdk/constants'
import { fetchBalances } from '@portico/sdk/account'
import { coreNotice, noticeText } from '../i18n/noticeText'
import {
  amountInUSD,
  setSendForm,
  previewSend,
  sendAmountIssueStore,
  canPreviewSendStore,
  setMaxAmount,
  setSendAmount,
  typeReceiver,
} from '@portico/sdk/send'
import { useEffect, useState } from 'react'
import { Button, LiveRegion, TextInput } from '../components'
import { ChevronIcon } from '../icons'
import { usePorticoContext } from '../hooks/context'
import { AmountInput } from './amount/AmountInput'
import * as connectStyles from './Connect.css'
import * as styles from './WalletSend.css'
import { ViewError } from './ViewError'
import { usePreloadOn } from './preloadOn'
import { amountIssueText } from './send/amountIssueText'
import { ReceiverSummary } from './send/ReceiverSummary'
import { TokenSummary, tokenNetworkName } from './send/tokenItems'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { sendMessages } from '../i18n/en/send'

/**
 * The send form (`$send`): the token (picked on WalletSendSelectToken), the amount with Max and its USD value, the
 * receiver as an address or a name the SDK resolves. Preview checks it all and estimates the fee, then shows
 * WalletSendPreview. Opened with `data.send` it is pre-filled by the SDK.
 */
export default function WalletSend() {
  const preloadOn = usePreloadOn()
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sendMessages)
  const send = useStore(portico.$send)
  const { caipNetwork, requestedCaipNetworks } = useStore(portico.$network)
  // The amount checks follow the form, the network and a reload of the balances.
  const amountIssue = useStore(sendAmountIssueStore(portico))
  const previewable = useStore(canPreviewSendStore(portico))
  const router = useStore(portico.$router)
  const [receiverText, setReceiverText] = useState(() => send.receiverProfileName ?? send.receiverAddress ?? '')
  const [receiverTouched, setReceiverTouched] = useState(false)
  const [busy, setBusy] = useState<'max' | 'preview' | undefined>()
  const [failure, setFailure] = useState<unknown>()
  const prefill = router.data?.send

  useEffect(() => {
    const loadBalances = () => {
      // A failure is shown by the SDK itself (the 'Token Balance Unavailable' snackbar) and reported there.
      if (portico.$balances.get().balances.length === 0) fetchBalances(portico).catch(() => undefined)
    }
    if (prefill === undefined) {
      loadBalances()
      return
    }
    setSendForm(portico, { data: prefill }).then(() => {
      const filled = portico.$send.get()
      setReceiverText(filled.receiverProfileName ?? filled.receiverAddress ?? '')
      loadBalances()
    }, setFailure)
  }, [portico, prefill])

  if (caipNetwork && !SEND_NAMESPACES.includes(caipNetwork.chainNamespace)) {
    return <p className={styles.message}>{t('send.unsupportedNetwork')}</p>
  }

  const token = send.token
  const issue = amountIssueText(t, amountIssue, token, caipNetwork)
  const usd = token ? amountInUSD(token, send.sendTokenAmount) : undefined

  const run = async (kind: 'max' | 'preview', action: () => Promise<unknown>) => {
    setBusy(kind)
    setFailure(undefined)
    try {
      await action()
    } catch (error) {
      // Shown to the user here (an amount problem as the field's error); the SDK has already reported it.
      if (!isPorticoError(error, 'INVALID_AMOUNT')) setFailure(error)
    } finally {
      setBusy(undefined)
    }
  }

  const changeReceiver = (text: string) => {
    setReceiverText(text)
    typeReceiver(portico, { input: text })
  }

  const resolving = send.receiverNameStatus === 'pending'
  // Judged once the user has left the field, not at every keystroke of a name or an address being typed.
  const receiverProblem = !receiverTouched
    ? undefined
    : send.receiverNameStatus === 'error'
      ? noticeText(t, send.receiverNameError ?? coreNotice('SOMETHING_WENT_WRONG'))
      : send.receiverIssue === 'badChecksum'
        ? t('send.badChecksum')
        : receiverText.trim() && !send.receiverAddress && !resolving
          ? t('send.invalidAddress')
          : undefined

  return (
    <form
      className={connectStyles.view}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void run('preview', async () => {
          await previewSend(portico)
          push(portico, { view: 'WalletSendPreview' })
        })
      }}
    >
      <Button
        variant="secondary"
        className={styles.tokenButton}
        aria-label={token ? t('send.changeToken', { symbol: token.symbol }) : t('send.selectToken')}
        {...preloadOn('WalletSendSelectToken')}
        onClick={() => push(portico, { view: 'WalletSendSelectToken' })}
      >
        <span className={styles.tokenChoice}>
          {token ? (
            <TokenSummary
              token={token}
              networkName={tokenNetworkName(t, token, requestedCaipNetworks)}
              amount={t.formatBalance(token.quantity.numeric, token.symbol)}
            />
          ) : (
            <span className={styles.tokenPlaceholder}>{t('send.selectToken')}</span>
          )}
          <ChevronIcon size={16} className={styles.tokenChevron} />
        </span>
      </Button>
      <AmountInput
        label={t('send.amountLabel')}
        value={send.sendTokenAmount ?? ''}
        onAmountChange={(amount) => setSendAmount(portico, { amount })}
        description={usd === undefined ? undefined : t('send.valueInUSD', { value: t.formatCurrency(usd, 'USD') })}
        error={issue}
        // Max sits inside the field: it stays beside the amount whatever shows under it.
        end={
          <Button
            variant="ghost"
            className={styles.maxButton}
            aria-label={t('send.useMax')}
            aria-disabled={token ? undefined : 'true'}
            loading={busy === 'max'}
            loadingLabel={t('shell.aria.loading')}
            onClick={() => {
              if (token) void run('max', () => setMaxAmount(portico))
            }}
          >
            {t('send.common.max')}
          </Button>
        }
      />
      <TextInput
        label={t('send.receiverLabel')}
        placeholder={t('send.receiverPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={receiverText}
        onChange={(event) => changeReceiver(event.target.value)}
        onBlur={() => setReceiverTouched(true)}
        error={receiverProblem}
      />
      {send.receiverAddress && send.receiverProfileName ? (
        <ReceiverSummary
          address={send.receiverAddress}
          name={send.receiverProfileName}
          avatar={send.receiverProfileImageUrl}
        />
      ) : null}
      <LiveRegion message={resolving ? t('send.resolvingName', { name: send.receiverProfileName ?? '' }) : ''} />
      <Button type="submit" disabled={!previewable} loading={busy === 'preview'} loadingLabel={t('shell.aria.loading')}>
        {t('send.preview')}
      </Button>
      <ViewError error={failure} />
    </form>
  )
}
