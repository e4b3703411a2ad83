import type { OnrampQuote } from '@portico/sdk/onramp'
import type { Translator } from '../../i18n'
import * as styles from '../Swap.css'
import { money } from './money'

/** The quote as the service gave it: what is bought, the fees and the total; an estimate note for a fallback quote. */
export function BuyQuote({ quote, estimate, t }: { quote: OnrampQuote; estimate: boolean; t: Translator }) {
  return (
    <>
      <dl className={styles.details}>
        <dt>{t('buy.youGet')}</dt>
        <dd>{money(t, quote.purchaseAmount.amount, quote.purchaseAmount.currency)}</dd>
        <dt>{t('buy.networkFee')}</dt>
        <dd>{money(t, quote.networkFee.amount, quote.networkFee.currency)}</dd>
        {quote.coinbaseFee ? (
          <>
            <dt>{t('buy.providerFeeAmount')}</dt>
            <dd>{money(t, quote.coinbaseFee.amount, quote.coinbaseFee.currency)}</dd>
          </>
        ) : null}
        <dt>{t('buy.total')}</dt>
        <dd>{money(t, quote.paymentTotal.amount, quote.paymentTotal.currency)}</dd>
      </dl>
      {estimate ? <p className={styles.note}>{t('buy.estimate')}</p> : null}
    </>
  )
}
