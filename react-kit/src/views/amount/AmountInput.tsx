import { TextInput } from '../../components'

export interface AmountInputProps {
  label: string
  /** The amount as typed (a decimal string). */
  value: string
  /** Hands the typed text to the SDK, which keeps and checks it. */
  onAmountChange(amount: string): void
  /** A line under the field (the balance, the value in USD). */
  description?: string
  /** What is wrong with the amount (more than the balance…). */
  error?: string
}

/** A token amount field: decimal keyboard, no autofill, '0' as its placeholder. */
export function AmountInput({ label, value, onAmountChange, description, error }: AmountInputProps) {
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={value}
      onChange={(event) => onAmountChange(event.target.value)}
      description={description}
      error={error}
    />
  )
}
