import { useStore } from '../hooks/useStore'
import { push } from '@portico/sdk'
import {
  buyAmountIssue,
  continueBuy,
  onrampProvidersStore,
  onrampIssueStore,
  paymentLimits,
  fetchBuyQuote,
  isFallbackQuote,
  setBuyForm,
  type BuyAmountIssue,
} from '@portico/sdk/onramp'
import { useState } from 'react'
import { Button, LiveRegion, RovingList } from '../components'
import type { Translator } from '../i18n'
import { usePorticoContext } from '../hooks/context'
import * as viewStyles from './Connect.css'
import * as styles from './Swap.css'
import { BuyQuote } from './onramp/BuyQuote'
import { money } from './onramp/money'
import { UNAVAILABLE_TEXT } from './onramp/unavailableText'
import { useOnrampOptions } from './onramp/useOnrampOptions'
import { ViewError } from './ViewError'
import { AmountInput } from './amount/AmountInput'
import { useTranslation } from '../hooks/useTranslation'
import { buyMessages } from '../i18n/en/buy'

function problemText(t: Translator, problem: BuyAmountIssue, currency: string): string {
  if (problem.reason === 'below-minimum') return t('buy.amountTooLow', { amount: money(t, problem.min, currency) })
  if (problem.reason === 'above-maximum') return t('buy.amountTooHigh', { amount: money(t, problem.max, currency) })
  return t('buy.amountInvalid')
}

/**
 * Buying crypto: the providers offered (with their fee range), the crypto to buy and the fiat to pay with, the
 * amount within the payment limits, a quote, then "Continue" opens the provider's checkout and shows the progress.
 * When no on-ramp is offered (restricted region, network, feature off) it says why.
 */
export default function OnRampProviders() {
  const { portico } = usePorticoContext()
  const t = useTranslation(buyMessages)
  const reason = useStore(onrampIssueStore(portico))
  const providers = useStore(onrampProvidersStore(portico))
  const { onramp, failure: optionsFailure } = useOnrampOptions(portico, reason === undefined)
  const [failure, setFailure] = useState<unknown>()

  if (reason) {
    return (
      <p role="status" className={viewStyles.legal}>
        {t(UNAVAILABLE_TEXT[reason])}
      </p>
    )
  }

  const chosen = providers.find((provider) => provider.name === onramp.provider) ?? providers[0]
  const currency = onramp.paymentCurrency
  const limits = onramp.options && paymentLimits(onramp.options, currency)
  const problem = onramp.paymentAmount === '' ? undefined : buyAmountIssue(onramp.paymentAmount, limits)
  const canQuote = onramp.paymentAmount !== '' && !problem

  const run = async (action: () => Promise<unknown>) => {
    setFailure(undefined)
    try {
      await action()
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }
  const quote = () =>
    run(() =>
      fetchBuyQuote(portico, {
        purchaseCurrency: onramp.purchaseCurrency,
        paymentCurrency: currency,
        amount: onramp.paymentAmount,
      }),
    )
  const proceed = () =>
    run(async () => {
      await continueBuy(portico)
      push(portico, { view: 'BuyInProgress' })
    })
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
      <RovingList
        label={t('buy.providerList')}
        locale={t.locale}
        items={providers.map((provider) => ({
          id: provider.name,
          name: provider.label,
          states: [
            t('buy.providerFee', { range: provider.feeRange }),
            ...(provider === chosen ? [t('buy.selected')] : []),
          ],
          current: provider === chosen,
          provider,
        }))}
        onActivate={(item) => setBuyForm(portico, { provider: item.provider.name })}
        renderItem={(item) => (
          <span className={styles.tokenItem}>
            <span>{item.name}</span>
            <span className={styles.note}>{t('buy.providerFee', { range: item.provider.feeRange })}</span>
          </span>
        )}
      />
      <div className={styles.row}>
        <Button
          variant="secondary"
          aria-label={t('buy.change', { label: t('buy.purchaseCurrency'), value: onramp.purchaseCurrency })}
          onClick={() => push(portico, { view: 'OnRampTokenSelect' })}
        >
          {onramp.purchaseCurrency}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('buy.change', { label: t('buy.paymentCurrency'), value: currency })}
          onClick={() => push(portico, { view: 'OnRampFiatSelect' })}
        >
          {currency}
        </Button>
      </div>
      <AmountInput
        label={t('buy.amount')}
        value={onramp.paymentAmount}
        onAmountChange={(paymentAmount) => setBuyForm(portico, { paymentAmount })}
        description={
          limits
            ? t('buy.limits', { min: money(t, limits.min, currency), max: money(t, limits.max, currency) })
            : undefined
        }
        error={problem ? problemText(t, problem, currency) : undefined}
      />
      <Button
        variant="secondary"
        loading={onramp.status.quote === 'pending'}
        loadingLabel={t('buy.gettingQuote')}
        aria-disabled={canQuote ? undefined : 'true'}
        onClick={() => canQuote && void quote()}
      >
        {t('buy.getQuote')}
      </Button>
      {onramp.quote ? <BuyQuote quote={onramp.quote} estimate={isFallbackQuote(onramp.quote)} t={t} /> : null}
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
