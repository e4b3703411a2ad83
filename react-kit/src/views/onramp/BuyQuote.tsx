import type { OnrampQuote } from '@portico/sdk/onramp'
import type { Translator } from '../../i18n'
import * as styles from '../Swap.css'
import { money } from './money'

/** The quote's fees and total as the service gave them (what is bought shows in its own card). */
export function BuyQuote({ quote, t }: { quote: OnrampQuote; t: Translator }) {
  return (
    <dl className={styles.details}>
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
  )
}
