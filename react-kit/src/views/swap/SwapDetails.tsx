import { SWAP_SLIPPAGE } from '@portico/sdk/constants'
import type { SwapState } from '@portico/sdk/swap'
import type { Translator } from '../../i18n'
import * as styles from '../Swap.css'
import { formatEstimate } from '../../i18n/formatAmount'

const MAX_FEE_DIGITS = 6

/**
 * The figures of a quoted swap as the SDK computed them: the rate, then price impact, provider fee, network fee and
 * max slippage.
 */
export function SwapDetails({ swap, rate, t }: { swap: SwapState; rate?: number | undefined; t: Translator }) {
  const amount = (value: number, symbol = '') =>
    `${t.formatNumber(value, { maximumFractionDigits: MAX_FEE_DIGITS })} ${symbol}`.trim()
  return (
    <>
      {rate === undefined ? null : (
        <p className={styles.rate}>
          {/* A formula, read left to right in every language. */}
          <span dir="ltr">
            {t('swap.rate', {
              from: swap.sourceToken?.symbol ?? '',
              rate: t.formatNumber(rate, { maximumSignificantDigits: MAX_FEE_DIGITS }),
              to: swap.toToken?.symbol ?? '',
            })}
          </span>
        </p>
      )}
      <dl className={styles.details}>
        <dt>{t('swap.priceImpact')}</dt>
        <dd>{t.formatNumber(swap.priceImpact / 100, { style: 'percent', maximumFractionDigits: 2 })}</dd>
        <dt>{t('swap.providerFee')}</dt>
        <dd>{amount(swap.providerFee, swap.sourceToken?.symbol)}</dd>
        <dt>{t('swap.networkFee')}</dt>
        <dd>
          {formatEstimate(t.locale, swap.gasFee, swap.networkTokenSymbol)}{' '}
          {t('swap.approxValue', { value: t.formatCurrency(swap.gasPriceInUSD, 'USD') })}
        </dd>
        <dt>{t('swap.slippage', { percent: t.formatNumber(SWAP_SLIPPAGE / 100, { style: 'percent' }) })}</dt>
        <dd>{amount(swap.maxSlippage, swap.toToken?.symbol)}</dd>
      </dl>
    </>
  )
}
