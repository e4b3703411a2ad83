import { usePortico } from '@portico/react'
import { signMessage } from '@portico/sdk/eip155'
import { useCallback, useState, type FormEvent } from 'react'
import { Feedback, Section } from './Section'
import { useAction } from './useAction'

/** Signs a message with the connected wallet (`personal_sign`) and shows the signature. */
export function SignMessageSection() {
  const portico = usePortico()
  const [message, setMessage] = useState('Hello from the Portico demo')
  const sign = useAction(useCallback((text: string) => signMessage(portico, { message: text }), [portico]))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void sign.run(message)
  }
  return (
    <Section title="Sign a message">
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>Message</span>
          <input value={message} onChange={(event) => setMessage(event.target.value)} required />
        </label>
        <button type="submit" aria-disabled={sign.state.status === 'pending'}>
          Sign message
        </button>
      </form>
      {sign.state.status === 'success' ? (
        <dl className="facts">
          <dt>Signature</dt>
          <dd>{sign.state.result}</dd>
        </dl>
      ) : null}
      <Feedback
        pending={
          sign.state.status === 'pending'
            ? 'Waiting for the wallet’s signature…'
            : sign.state.status === 'success'
              ? 'Message signed'
              : undefined
        }
        error={sign.state.status === 'error' ? sign.state.message : undefined}
      />
    </Section>
  )
}
