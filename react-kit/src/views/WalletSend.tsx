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
  pasteReceiver,
} from '@portico/sdk/send'
import { useEffect, useState } from 'react'
import { Button } from '../components'
import { ArrowDownIcon } from '../icons'
import { usePorticoContext } from '../hooks/context'
import { AmountCard } from './amount/AmountCard'
import { TokenImage } from './amount/TokenImage'
import { TokenPill } from './amount/TokenPill'
import * as connectStyles from './Connect.css'
import * as styles from './WalletSend.css'
import { ViewError } from './ViewError'
import { usePreloadOn } from './preloadOn'
import { amountIssueText } from './send/amountIssueText'
import { ReceiverField } from './send/ReceiverField'
import { ResolvedReceiver } from './send/ResolvedReceiver'
import { tokenNetworkName } from './send/tokenItems'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { sendMessages } from '../i18n/en/send'

/**
 * The send form (`$send`): the amount as a large number in its card beside the token (picked on
 * WalletSendSelectToken), its USD value under it and the balance with Max; then the receiver, typed or pasted, as an
 * address or a name the SDK resolves while the user types, shown with its avatar and address. Preview checks it all and estimates the fee, then shows
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
  const [pasteFailed, setPasteFailed] = useState(false)
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
    setPasteFailed(false)
    typeReceiver(portico, { input: text })
  }

  const resolving = send.receiverNameStatus === 'pending'
  // A name lookup that failed says so once it has settled; what is typed is judged once the user has left the
  // field, not at every keystroke of an address being typed.
  const receiverProblem =
    send.receiverNameStatus === 'error'
      ? noticeText(t, send.receiverNameError ?? coreNotice('SOMETHING_WENT_WRONG'))
      : !receiverTouched
        ? undefined
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
      <AmountCard
        label={t('send.amountLabel')}
        value={send.sendTokenAmount ?? ''}
        onAmountChange={(amount) => setSendAmount(portico, { amount })}
        token={
          <TokenPill
            symbol={token?.symbol}
            detail={token ? tokenNetworkName(t, token, requestedCaipNetworks) : undefined}
            image={token ? <TokenImage src={token.iconUrl} initial={token.symbol.slice(0, 1)} /> : null}
            placeholder={t('send.selectToken')}
            aria-label={token ? t('send.changeToken', { symbol: token.symbol }) : t('send.selectToken')}
            {...preloadOn('WalletSendSelectToken')}
            onClick={() => push(portico, { view: 'WalletSendSelectToken' })}
          />
        }
        value2={usd === undefined ? undefined : t('send.valueInUSD', { value: t.formatCurrency(usd, 'USD') })}
        balance={
          token ? t('send.balance', { amount: t.formatBalance(token.quantity.numeric, token.symbol) }) : undefined
        }
        max={{
          label: t('send.common.max'),
          name: t('send.useMax'),
          disabled: !token || busy === 'max',
          onPress: () => void run('max', () => setMaxAmount(portico)),
        }}
        error={issue}
      />
      <div className={styles.between} aria-hidden="true">
        <ArrowDownIcon size={18} />
      </div>
      <ReceiverField
        label={t('send.receiverLabel')}
        placeholder={t('send.receiverPlaceholder')}
        value={receiverText}
        onChange={changeReceiver}
        onBlur={() => setReceiverTouched(true)}
        error={receiverProblem}
        note={pasteFailed ? t('send.pasteFailed') : undefined}
        paste={{
          label: t('send.paste'),
          // The page reads the clipboard on the user's tap (the browser may ask leave); the SDK checks the text.
          onPress: () =>
            void Promise.resolve()
              .then(() => navigator.clipboard.readText())
              .then((text) => {
                setReceiverText(pasteReceiver(portico, { text }))
                setPasteFailed(false)
              })
              // No clipboard, no leave, or no receiver in it: the user reads that it could not be pasted.
              .catch(() => setPasteFailed(true)),
        }}
      >
        <ResolvedReceiver send={send} t={t} />
      </ReceiverField>
      <Button type="submit" disabled={!previewable} loading={busy === 'preview'} loadingLabel={t('shell.aria.loading')}>
        {t('send.preview')}
      </Button>
      <ViewError error={failure} />
    </form>
  )
}
