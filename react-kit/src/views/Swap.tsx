import { useStore } from '../hooks/useStore'
import { isPorticoError, push } from '@portico/sdk'
import {
  fetchSwapTokens,
  setSwapAmount,
  setSwapMaxAmount,
  swapStep,
  swapValues,
  switchSwapTokens,
  type SwapStep,
} from '@portico/sdk/swap'
import { useEffect, useState } from 'react'
import { Button, IconButton, LiveRegion } from '../components'
import { SwapIcon } from '../icons'
import type { MessageKey } from '../i18n'
import { usePorticoContext } from '../hooks/context'
import { AmountCard } from './amount/AmountCard'
import { TokenImage } from './amount/TokenImage'
import { TokenPill } from './amount/TokenPill'
import * as viewStyles from './Connect.css'
import * as styles from './Swap.css'
import { SwapDetails } from './swap/SwapDetails'
import type { SwapSide } from './swap/swapSide'
import { ViewError } from './ViewError'
import { usePreloadOn } from './preloadOn'
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
 * The swap form over `$swap`, in two cards: the amount paid as a large number beside its token, its value and the
 * balance with Max; the flip between the cards; the amount received as quoted. Under them the rate and the quote's
 * figures as soon as a quote arrives, then review. The SDK loads the tokens, debounces the quotes, drops stale
 * answers and works out the values.
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
  const values = swapValues(swap)
  const usd = (value: number | undefined) =>
    value === undefined ? undefined : t('swap.approxValue', { value: t.formatCurrency(value, 'USD') })
  // A pill with the token's logo and symbol, or "Select token" in the accent colour while none is chosen.
  const tokenPill = (
    side: SwapSide,
    label: string,
    token: { symbol: string; logoUri?: string | undefined } | undefined,
  ) => (
    <TokenPill
      symbol={token?.symbol}
      image={token ? <TokenImage src={token.logoUri || undefined} initial={token.symbol.slice(0, 1)} /> : null}
      placeholder={t('swap.selectToken')}
      aria-label={
        token ? t('swap.changeToken', { side: label, symbol: token.symbol }) : t('swap.chooseToken', { side: label })
      }
      {...preloadOn('SwapSelectToken')}
      onClick={() => push(portico, { view: 'SwapSelectToken', data: { side } })}
    />
  )
  const canReview = readiness === 'ready' || readiness === 'approve'
  const buttonLabel =
    readiness === 'insufficient-balance'
      ? t('swap.insufficientBalance', { symbol: source?.symbol ?? '' })
      : t(WAITING_LABELS[readiness] ?? 'swap.review')

  return (
    <div className={viewStyles.view}>
      <div className={styles.cards}>
        <AmountCard
          label={t('swap.youPay')}
          value={swap.sourceTokenAmount}
          onAmountChange={(amount) => setSwapAmount(portico, { amount })}
          token={tokenPill('source', t('swap.youPay'), source)}
          value2={usd(values.sourceInUSD)}
          balance={
            source
              ? t('swap.balance', { amount: t.formatBalance(held?.quantity.numeric ?? '0', source.symbol) })
              : undefined
          }
          max={
            source
              ? {
                  label: t('swap.max'),
                  name: t('swap.useMax'),
                  disabled: !held,
                  onPress: () => setSwapMaxAmount(portico),
                }
              : undefined
          }
          error={
            readiness === 'insufficient-balance'
              ? t('swap.insufficientBalance', { symbol: source?.symbol ?? '' })
              : undefined
          }
        />
        <div className={styles.flip}>
          <IconButton
            className={styles.flipButton}
            label={t('swap.switchTokens')}
            icon={<SwapIcon className={styles.switchIcon} />}
            onClick={() => switchSwapTokens(portico)}
          />
        </div>
        <AmountCard
          label={t('swap.youReceive')}
          value={swap.toTokenAmount}
          token={tokenPill('to', t('swap.youReceive'), swap.toToken)}
          value2={usd(values.toInUSD)}
        />
      </div>
      {swap.quote ? <SwapDetails swap={swap} rate={values.rate} t={t} /> : null}
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
