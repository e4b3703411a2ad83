import type { PaymentMethodKind } from '@portico/sdk/onramp'
import type { ReactNode } from 'react'
import type { MessageKey, Translator } from '../../i18n'
import { BankIcon, CardIcon, PhoneIcon } from '../../icons'
import * as styles from './onramp.css'

/** Each kind of payment: its name in the catalogue and its icon (a phone for the wallets of phones). */
export const PAYMENT_METHODS: Readonly<Record<PaymentMethodKind, { key: MessageKey; icon: ReactNode }>> = {
  card: { key: 'buy.methods.card', icon: <CardIcon size={14} /> },
  bank: { key: 'buy.methods.bank', icon: <BankIcon size={14} /> },
  'apple-pay': { key: 'buy.methods.applePay', icon: <PhoneIcon size={14} /> },
  'google-pay': { key: 'buy.methods.googlePay', icon: <PhoneIcon size={14} /> },
}

/** The ways to pay a provider takes, as small icon-and-name tags (their names are read with the row's). */
export function PaymentMethods({ kinds, t }: { kinds: readonly PaymentMethodKind[]; t: Translator }) {
  return (
    <span className={styles.methods}>
      {kinds.map((kind) => (
        <span key={kind} className={styles.method}>
          {PAYMENT_METHODS[kind].icon}
          {t(PAYMENT_METHODS[kind].key)}
        </span>
      ))}
    </span>
  )
}
