import type { ReactNode } from 'react'
import { TextInput } from '../../components'
import { usePorticoContext } from '../../hooks/context'
import { amountForField, amountFromField } from '../../i18n/typedAmount'

export interface AmountInputProps {
  label: string
  /** The amount as the SDK keeps it (a decimal string with a '.'); shown with the locale's decimal mark. */
  value: string
  /** Hands the typed text to the SDK, which keeps and checks it, with the locale's decimal mark read as '.'. */
  onAmountChange(amount: string): void
  /** A line under the field (the balance, the value in USD). */
  description?: string
  /** What is wrong with the amount (more than the balance…). */
  error?: string
  /** A control inside the field, at its end (Max). */
  end?: ReactNode
}

/** An amount field: decimal keyboard, the locale's decimal mark ('0,5' in German), no autofill, '0' as placeholder. */
export function AmountInput({ label, value, onAmountChange, description, error, end }: AmountInputProps) {
  const { locale } = usePorticoContext().t
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={amountForField(value, locale)}
      onChange={(event) => onAmountChange(amountFromField(event.target.value, locale))}
      description={description}
      error={error}
      end={end}
    />
  )
}
