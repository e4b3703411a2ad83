import { useStore } from '../hooks/useStore'
import { reset } from '@portico/sdk'
import { onrampProvidersStore, watchPurchase } from '@portico/sdk/onramp'
import { useEffect } from 'react'
import { Button, useAnnounce } from '../components'
import { usePorticoContext } from '../hooks/context'
import { useOpenUrl } from './links/useOpenUrl'
import * as viewStyles from './Connect.css'
import { useTranslation } from '../hooks/useTranslation'
import { sharedMessages } from '../i18n/en/shared'
import { buyMessages } from '../i18n/en/buy'

/**
 * After "Continue": the checkout is open in a new tab; it can be opened again or its link copied. Meanwhile the SDK
 * watches the account (`watchPurchase`): once the bought currency arrives, the view says so.
 */
export default function BuyInProgress() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, buyMessages)
  const announce = useAnnounce()
  const open = useOpenUrl()
  const onramp = useStore(portico.$onramp)
  const providers = useStore(onrampProvidersStore(portico))
  const provider = providers.find((candidate) => candidate.name === onramp.provider) ?? providers[0]
  const url = onramp.url
  const purchase = onramp.purchase

  const arrived =
    purchase?.status === 'arrived'
      ? t('buy.arrived', { amount: t.formatQuantity(purchase.amount), currency: purchase.currency })
      : undefined

  useEffect(() => watchPurchase(portico), [portico])
  useEffect(() => {
    if (arrived) announce(arrived)
  }, [arrived, announce])

  if (arrived)
    return (
      <div className={viewStyles.view}>
        <p>{arrived}</p>
        <Button onClick={() => reset(portico, { view: 'Account' })}>{t('buy.common.done')}</Button>
      </div>
    )

  const copy = () => {
    if (!url) return
    portico.platform.writeClipboard(url).then(
      () => announce(t('buy.linkCopied')),
      () => announce(t('shared.snackbar.copyFailed'), 'assertive'),
    )
  }

  return (
    <div className={viewStyles.view}>
      <p>{t('buy.inProgress', { currency: onramp.purchaseCurrency, provider: provider?.label ?? '' })}</p>
      <p className={viewStyles.legal}>{t('buy.checkoutOpened')}</p>
      {purchase?.status === 'waiting' ? (
        <p className={viewStyles.legal}>{t('buy.waiting', { currency: onramp.purchaseCurrency })}</p>
      ) : null}
      {url ? (
        <>
          <Button onClick={() => open({ url })}>{t('buy.openAgain')}</Button>
          <Button variant="secondary" onClick={copy}>
            {t('shared.common.copyLink')}
          </Button>
        </>
      ) : null}
      <Button variant="secondary" onClick={() => reset(portico, { view: 'Account' })}>
        {t('buy.common.done')}
      </Button>
    </div>
  )
}
