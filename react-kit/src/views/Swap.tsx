import { useStore } from '../hooks/useStore'
import { isPorticoError, push } from '@portico/sdk'
import { fetchSwapTokens, setSwapAmount, swapStep, switchSwapTokens, type SwapStep } from '@portico/sdk/swap'
import { useEffect, useId, useState } from 'react'
import { Button, IconButton, LiveRegion } from '../components'
import { focusRing } from '../components/styles/shared.css'
import { ChevronIcon, SwapIcon } from '../icons'
import type { MessageKey } from '../i18n'
import { usePorticoContext } from '../hooks/context'
import { AmountInput } from './amount/AmountInput'
import * as viewStyles from './Connect.css'
import * as styles from './Swap.css'
import { SwapDetails } from './swap/SwapDetails'
import type { SwapSide } from './swap/swapSide'
import { ViewError } from './ViewError'
import { usePreloadOn } from './preloadOn'
import { WalletImage } from './wallets/WalletImage'
import { useTranslation } from '../hooks/useTranslation'
import { swapMessages } from '../i18n/en/swap'

/** What the review button says while the form is not ready; ready forms say "Review swap". */
const WAITING_LABELS: Partial<Record<SwapStep, MessageKey>> = {
  loading: 'swap.loadingTokens',
  'select-token': 'swap.selectToken',
  'enter-amount': 'swap.enterAmount',
  quoting: 'swap.gettingQuote',
  'no-route': 'swap.noRoute',
}

/**
 * The swap form over `$swap`: the token to pay and its amount, the token to receive and the quoted amount, the
 * figures of the quote, then review. The SDK loads the tokens, debounces the quotes and drops stale answers.
 */
export default function Swap() {
  const preloadOn = usePreloadOn()
  const { portico } = usePorticoContext()
  const t = useTranslation(swapMessages)
  const swap = useStore(portico.$swap)
  const networkId = useStore(portico.$network).caipNetwork?.caipNetworkId
  const connected = Boolean(useStore(portico.$account).address)
  const [failure, setFailure] = useState<unknown>()
  // Bumped by "Try again": loads the swap afresh.
  const [attempt, setAttempt] = useState(0)
  const receiveId = useId()

  useEffect(() => {
    if (!connected) return
    const loaded = portico.$swap.get()
    // Coming back from choosing a token keeps the form; a first visit or another network loads it afresh.
    if (
      attempt === 0 &&
      loaded.caipNetworkId === networkId &&
      ['pending', 'success'].includes(loaded.status.initialize)
    )
      return
    let shown = true
    setFailure(undefined)
    fetchSwapTokens(portico).catch((error: unknown) => {
      // Shown to the user here; the SDK has already reported it.
      if (shown) setFailure(error)
    })
    return () => {
      shown = false
    }
  }, [portico, networkId, connected, attempt])

  // Without an account there is nothing to swap from, and no quote would ever come.
  if (!connected)
    return (
      <div className={viewStyles.view}>
        <p className={styles.note}>{t('swap.notConnected')}</p>
        <Button onClick={() => push(portico, { view: 'Connect' })}>{t('swap.connectWallet')}</Button>
      </div>
    )
  if (failure) {
    // A network without swaps stays so; anything else (the service failing) may work on another try.
    const retry = isPorticoError(failure, 'SWAP_UNSUPPORTED') ? undefined : () => setAttempt((n) => n + 1)
    return (
      <div className={viewStyles.view}>
        <ViewError error={failure} onRetry={retry} />
      </div>
    )
  }

  const readiness = swapStep(swap)
  const source = swap.sourceToken
  const held = swap.myTokensWithBalance.find((token) => token.address === source?.address)
  const choose = (side: SwapSide) => push(portico, { view: 'SwapSelectToken', data: { side } })
  // A pill with the token's logo and symbol, or "Select token" in the accent colour while none is chosen.
  const tokenButton = (
    side: SwapSide,
    label: string,
    token: { symbol: string; logoUri?: string | undefined } | undefined,
  ) => (
    <button
      type="button"
      className={`${token ? styles.tokenPill : styles.tokenPillEmpty} ${focusRing}`}
      aria-label={
        token ? t('swap.changeToken', { side: label, symbol: token.symbol }) : t('swap.chooseToken', { side: label })
      }
      {...preloadOn('SwapSelectToken')}
      onClick={() => choose(side)}
    >
      {token ? <WalletImage name={token.symbol} src={token.logoUri || undefined} small /> : null}
      <span>{token?.symbol ?? t('swap.selectToken')}</span>
      <ChevronIcon size={14} className={styles.pillChevron} />
    </button>
  )
  const canReview = readiness === 'ready' || readiness === 'approve'
  const buttonLabel =
    readiness === 'insufficient-balance'
      ? t('swap.insufficientBalance', { symbol: source?.symbol ?? '' })
      : t(WAITING_LABELS[readiness] ?? 'swap.review')

  return (
    <div className={viewStyles.view}>
      <div className={styles.panel}>
        <AmountInput
          label={t('swap.youPay')}
          value={swap.sourceTokenAmount}
          onAmountChange={(amount) => setSwapAmount(portico, { amount })}
          description={
            source
              ? t('swap.balance', { amount: t.formatBalance(held?.quantity.numeric ?? '0', source.symbol) })
              : undefined
          }
          error={
            readiness === 'insufficient-balance'
              ? t('swap.insufficientBalance', { symbol: source?.symbol ?? '' })
              : undefined
          }
        />
        {tokenButton('source', t('swap.youPay'), source)}
      </div>
      <div className={styles.switchRow}>
        <IconButton
          label={t('swap.switchTokens')}
          icon={<SwapIcon className={styles.switchIcon} />}
          onClick={() => switchSwapTokens(portico)}
        />
      </div>
      <div className={styles.panel}>
        <p id={receiveId} className={styles.label}>
          {t('swap.youReceive')}
        </p>
        <output aria-labelledby={receiveId} className={styles.amountOut}>
          {swap.toTokenAmount ? `${swap.toTokenAmount} ${swap.toToken?.symbol ?? ''}` : '0'}
        </output>
        {tokenButton('to', t('swap.youReceive'), swap.toToken)}
      </div>
      {swap.quote ? <SwapDetails swap={swap} t={t} /> : null}
      {readiness === 'quote-failed' ? (
        <p role="alert" className={viewStyles.error}>
          {t('swap.quoteFailed')}
        </p>
      ) : null}
      <Button
        aria-disabled={canReview ? undefined : 'true'}
        onClick={() => canReview && push(portico, { view: 'SwapPreview' })}
      >
        {buttonLabel}
      </Button>
      <LiveRegion
        message={
          readiness === 'quoting' ? t('swap.gettingQuote') : readiness === 'loading' ? t('swap.loadingTokens') : ''
        }
      />
    </div>
  )
}
