import { goBack } from '@portico/sdk'
import { setBuyForm } from '@portico/sdk/onramp'
import { LiveRegion, RovingList } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as viewStyles from './Connect.css'
import { useOnrampOptions } from './onramp/useOnrampOptions'
import { ViewError } from './ViewError'
import { useTranslation } from '../hooks/useTranslation'
import { buyMessages } from '../i18n/en/buy'

/** Choosing the fiat currency to pay with, from the on-ramp options; the choice goes back to the buy form. */
export default function OnRampFiatSelect() {
  const { portico } = usePorticoContext()
  const t = useTranslation(buyMessages)
  const { onramp, failure } = useOnrampOptions(portico)
  const items = (onramp.options?.paymentCurrencies ?? []).map((currency) => ({
    id: currency.id,
    name: currency.id,
    current: currency.id === onramp.paymentCurrency,
    states: currency.id === onramp.paymentCurrency ? [t('buy.selected')] : [],
  }))

  return (
    <div className={viewStyles.view}>
      {items.length > 0 ? (
        <RovingList
          label={t('buy.fiatList')}
          locale={t.locale}
          items={items}
          onActivate={(item) => {
            setBuyForm(portico, { paymentCurrency: item.id })
            goBack(portico)
          }}
        />
      ) : null}
      <LiveRegion message={onramp.status.options === 'pending' ? t('buy.loadingOptions') : ''} />
      <ViewError error={failure} />
    </div>
  )
}
