import { useStore } from '../hooks/useStore'
import { goBack } from '@portico/sdk'
import { purchaseCurrenciesOn, setBuyForm } from '@portico/sdk/onramp'
import { LiveRegion, RovingList } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as viewStyles from './Connect.css'
import { useOnrampOptions } from './onramp/useOnrampOptions'
import { ViewError } from './ViewError'
import { useTranslation } from '../hooks/useTranslation'
import { buyMessages } from '../i18n/en/buy'

/** Choosing the crypto to buy among those the on-ramp sells on the active network. */
export default function OnRampTokenSelect() {
  const { portico } = usePorticoContext()
  const t = useTranslation(buyMessages)
  const { onramp, failure } = useOnrampOptions(portico)
  const network = useStore(portico.$network).caipNetwork
  const currencies = onramp.options && network ? purchaseCurrenciesOn(onramp.options, network) : []
  const items = currencies.map((currency) => ({
    id: currency.symbol,
    name: currency.symbol,
    current: currency.symbol === onramp.purchaseCurrency,
    states: [currency.name, ...(currency.symbol === onramp.purchaseCurrency ? [t('buy.selected')] : [])],
  }))
  const loaded = onramp.status.options === 'success'

  return (
    <div className={viewStyles.view}>
      {items.length > 0 ? (
        <RovingList
          label={t('buy.cryptoList')}
          locale={t.locale}
          items={items}
          onActivate={(item) => {
            setBuyForm(portico, { purchaseCurrency: item.id })
            goBack(portico)
          }}
          renderItem={(item) => `${item.name} · ${item.states[0] ?? ''}`}
        />
      ) : loaded ? (
        <p className={viewStyles.legal}>{t('buy.noCurrencies')}</p>
      ) : null}
      <LiveRegion message={onramp.status.options === 'pending' ? t('buy.loadingOptions') : ''} />
      <ViewError error={failure} />
    </div>
  )
}
