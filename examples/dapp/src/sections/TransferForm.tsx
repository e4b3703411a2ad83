import { useState, type FormEvent } from 'react'

export interface TransferFormProps {
  /** The recipient filled in at first. */
  initialTo?: string
  initialAmount: string
  /** The currency's symbol, in the amount's label. */
  symbol: string
  submitLabel: string
  /** True while a transfer waits for the wallet. */
  pending: boolean
  /** The reason the inputs cannot be sent, or undefined to send them. */
  check(to: string, amount: string): string | undefined
  onSend(to: string, amount: string): void
  /** Reports the inputs' problem (or its end: undefined) for the section's alert. */
  onInvalid(message: string | undefined): void
}

/** The demo's transfer form: a recipient, an amount in the network's currency, a submit button; trimmed inputs. */
export function TransferForm(props: TransferFormProps) {
  const [to, setTo] = useState(props.initialTo ?? '')
  const [amount, setAmount] = useState(props.initialAmount)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = props.check(to.trim(), amount.trim())
    props.onInvalid(problem)
    if (!problem) props.onSend(to.trim(), amount.trim())
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="field">
        <span>Recipient address</span>
        <input value={to} onChange={(event) => setTo(event.target.value)} autoComplete="off" spellCheck={false} />
      </label>
      <label className="field">
        <span>Amount ({props.symbol})</span>
        <input
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
        />
      </label>
      <button type="submit" aria-disabled={props.pending}>
        {props.submitLabel}
      </button>
    </form>
  )
}

/** A sent transfer's identifier, once there is one. */
export function SentFact({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null
  return (
    <dl className="facts">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </dl>
  )
}
