import { useStore } from '@nanostores/react'
import { usePortico } from '@portico/react'
import { isEvmAddress } from '@portico/sdk'
import { sendTransaction } from '@portico/sdk/eip155'
import { useCallback, useState, type FormEvent } from 'react'
import { parseEther } from 'viem'
import { Feedback, Section } from './Section'
import { useAction } from './useAction'

/** A devnet address nobody holds the key of: sending to it shows a transfer without moving funds between users. */
const DEFAULT_RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const AMOUNT = /^\d+(\.\d{1,18})?$/

/** Sends native currency from the connected wallet on the active network and shows the transaction hash. */
export function SendTransactionSection() {
  const portico = usePortico()
  const { caipNetwork } = useStore(portico.$network)
  const [to, setTo] = useState(DEFAULT_RECIPIENT)
  const [amount, setAmount] = useState('0.001')
  const [invalid, setInvalid] = useState<string>()
  const send = useAction(
    useCallback((recipient: string, value: bigint) => sendTransaction(portico, { to: recipient, value }), [portico]),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isEvmAddress(to.trim())) return setInvalid('Enter a 0x address of 40 hexadecimal digits.')
    if (!AMOUNT.test(amount.trim())) return setInvalid('Enter an amount such as 0.001.')
    setInvalid(undefined)
    void send.run(to.trim(), parseEther(amount.trim()))
  }
  const symbol = caipNetwork?.nativeCurrency.symbol ?? 'ETH'
  return (
    <Section title="Send a transaction">
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>Recipient address</span>
          <input value={to} onChange={(event) => setTo(event.target.value)} autoComplete="off" spellCheck={false} />
        </label>
        <label className="field">
          <span>Amount ({symbol})</span>
          <input
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
          />
        </label>
        <button type="submit" aria-disabled={send.state.status === 'pending'}>
          Send transaction
        </button>
      </form>
      {send.state.status === 'success' ? (
        <dl className="facts">
          <dt>Transaction hash</dt>
          <dd>{send.state.result}</dd>
        </dl>
      ) : null}
      <Feedback
        pending={
          send.state.status === 'pending'
            ? 'Waiting for the wallet…'
            : send.state.status === 'success'
              ? 'Transaction sent'
              : undefined
        }
        error={invalid ?? (send.state.status === 'error' ? send.state.message : undefined)}
      />
    </Section>
  )
}
