import { useStore } from '../hooks/useStore'
import { push } from '@portico/sdk'
import {
  buyAmountIssue,
  buyAmountPresets,
  continueBuy,
  isFallbackQuote,
  onrampIssueStore,
  onrampProvidersStore,
  paymentLimits,
  paymentMethods,
  refreshBuyQuote,
  setBuyForm,
  type BuyAmountIssue,
} from '@portico/sdk/onramp'
import { useEffect, useState } from 'react'
import { Button, LiveRegion, RovingList } from '../components'
import type { Translator } from '../i18n'
import { CheckIcon } from '../icons'
import { noticeText } from '../i18n/noticeText'
import { usePorticoContext } from '../hooks/context'
import * as viewStyles from './Connect.css'
import { AmountCard } from './amount/AmountCard'
import { TokenImage } from './amount/TokenImage'
import { TokenPill } from './amount/TokenPill'
import { BuyQuote } from './onramp/BuyQuote'
import { currencySign } from './onramp/currencySign'
import { money } from './onramp/money'
import * as styles from './onramp/onramp.css'
import { PAYMENT_METHODS, PaymentMethods } from './onramp/PaymentMethods'
import { ProviderMark } from './onramp/ProviderMark'
import { UNAVAILABLE_TEXT } from './onramp/unavailableText'
import { useOnrampOptions } from './onramp/useOnrampOptions'
import { ViewError } from './ViewError'
import { useTranslation } from '../hooks/useTranslation'
import { buyMessages } from '../i18n/en/buy'
import { shellMessages } from '../i18n/en/shell'

function problemText(t: Translator, problem: BuyAmountIssue, currency: string): string {
  if (problem.reason === 'below-minimum') return t('buy.amountTooLow', { amount: money(t, problem.min, currency) })
  if (problem.reason === 'above-maximum') return t('buy.amountTooHigh', { amount: money(t, problem.max, currency) })
  return t('buy.amountInvalid')
}

/** A preset amount as its button says it: '$50', without cents. */
function presetText(t: Translator, amount: number, currency: string): string {
  try {
    return t.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 0 })
  } catch {
    // Not an ISO 4217 code: the number and the code.
    return money(t, amount, currency)
  }
}

/**
 * Buying crypto: the fiat amount in its card beside the currency paid with, amounts at a tap, the crypto bought in
 * its card as the quote gives it, the providers with their logos, ways to pay and fee range, then one action:
 * "Continue with …" opens the provider's checkout. The SDK asks for the quote as the form changes (debounced, the
 * stale ones dropped) and keeps its error. When no on-ramp is offered (restricted region, network, feature off) it
 * says why.
 */
export default function OnRampProviders() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, buyMessages)
  const reason = useStore(onrampIssueStore(portico))
  const providers = useStore(onrampProvidersStore(portico))
  const { onramp, failure: optionsFailure } = useOnrampOptions(portico, reason === undefined)
  const [failure, setFailure] = useState<unknown>()
  const currency = onramp.paymentCurrency
  const optionsLoaded = Boolean(onramp.options)

  // The form as it is now (on arrival, after choosing a currency, as the amount is typed) gets its quote; a quote
  // already there is for this very form (any change drops it).
  const unquoted =
    !reason && optionsLoaded && !onramp.quote
      ? [onramp.paymentAmount, onramp.paymentCurrency, onramp.purchaseCurrency, onramp.provider].join('|')
      : undefined
  useEffect(() => {
    if (unquoted !== undefined) refreshBuyQuote(portico)
  }, [portico, unquoted])

  if (reason) {
    return (
      <p role="status" className={viewStyles.legal}>
        {t(UNAVAILABLE_TEXT[reason])}
      </p>
    )
  }

  const chosen = providers.find((provider) => provider.name === onramp.provider) ?? providers[0]
  const limits = onramp.options && paymentLimits(onramp.options, currency)
  const methods = onramp.options ? paymentMethods(onramp.options, currency) : []
  const problem = onramp.paymentAmount === '' ? undefined : buyAmountIssue(onramp.paymentAmount, limits)
  const quote = onramp.quote

  const proceed = async () => {
    setFailure(undefined)
    try {
      await continueBuy(portico)
      push(portico, { view: 'BuyInProgress' })
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }
  const progress =
    onramp.status.url === 'pending'
      ? t('buy.opening')
      : onramp.status.quote === 'pending'
        ? t('buy.gettingQuote')
        : onramp.status.options === 'pending'
          ? t('buy.loadingOptions')
          : ''

  return (
    <div className={viewStyles.view}>
      <AmountCard
        label={t('buy.amount')}
        value={onramp.paymentAmount}
        onAmountChange={(paymentAmount) => setBuyForm(portico, { paymentAmount })}
        token={
          <TokenPill
            symbol={currency}
            image={<TokenImage initial={currencySign(currency)} />}
            aria-label={t('buy.change', { label: t('buy.paymentCurrency'), value: currency })}
            onClick={() => push(portico, { view: 'OnRampFiatSelect' })}
          />
        }
        value2={
          limits
            ? t('buy.limits', { min: money(t, limits.min, currency), max: money(t, limits.max, currency) })
            : undefined
        }
        error={problem ? problemText(t, problem, currency) : undefined}
      />
      <div className={styles.presets}>
        {buyAmountPresets(limits).map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.preset}
            aria-pressed={Number(onramp.paymentAmount) === amount}
            onClick={() => setBuyForm(portico, { paymentAmount: String(amount) })}
          >
            {presetText(t, amount, currency)}
          </button>
        ))}
      </div>
      <AmountCard
        label={t('buy.youGet')}
        value={quote?.purchaseAmount.amount ?? ''}
        token={
          <TokenPill
            symbol={onramp.purchaseCurrency}
            image={<TokenImage initial={onramp.purchaseCurrency.slice(0, 1)} />}
            aria-label={t('buy.change', { label: t('buy.purchaseCurrency'), value: onramp.purchaseCurrency })}
            onClick={() => push(portico, { view: 'OnRampTokenSelect' })}
          />
        }
        value2={quote && isFallbackQuote(quote) ? t('buy.estimate') : undefined}
      />
      <p className={styles.heading}>{t('buy.selectProvider')}</p>
      <RovingList
        label={t('buy.providerList')}
        locale={t.locale}
        items={providers.map((provider) => ({
          id: provider.name,
          name: provider.label,
          states: [
            ...methods.map((kind) => t(PAYMENT_METHODS[kind].key)),
            t('buy.providerFee', { range: provider.feeRange }),
            ...(provider === chosen ? [t('buy.selected')] : []),
          ],
          current: provider === chosen,
          provider,
        }))}
        onActivate={(item) => setBuyForm(portico, { provider: item.provider.name })}
        renderItem={(item) => (
          <span className={styles.provider}>
            <ProviderMark name={item.provider.name} label={item.name} />
            <span className={styles.providerText}>
              <span className={styles.providerHead}>
                <span className={styles.providerName}>{item.name}</span>
                <span className={styles.fee}>{t('buy.providerFee', { range: item.provider.feeRange })}</span>
              </span>
              <PaymentMethods kinds={methods} t={t} />
            </span>
            {item.current ? <CheckIcon size={18} className={styles.check} /> : null}
          </span>
        )}
      />
      {quote ? <BuyQuote quote={quote} t={t} /> : null}
      {onramp.quoteError ? (
        <p role="alert" className={viewStyles.error}>
          {noticeText(t, onramp.quoteError)}
        </p>
      ) : null}
      {chosen ? (
        <Button
          loading={onramp.status.url === 'pending'}
          loadingLabel={t('buy.opening')}
          aria-disabled={problem ? 'true' : undefined}
          onClick={() => !problem && void proceed()}
        >
          {t('buy.continueWith', { provider: chosen.label })}
        </Button>
      ) : null}
      <LiveRegion message={progress} />
      <ViewError error={failure ?? optionsFailure} />
    </div>
  )
}
