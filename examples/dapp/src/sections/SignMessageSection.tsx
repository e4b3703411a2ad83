import { usePortico } from '@portico/react'
import { signMessage, verifyMessage, type SignatureVerdict } from '@portico/sdk'
import { useCallback, useState, type FormEvent } from 'react'
import { Feedback, Section } from './Section'
import { useAction } from './useAction'

/** How a signature checked out, for the reader. */
const VERDICTS: Record<SignatureVerdict, string> = {
  valid: 'Valid signature',
  invalid: 'Invalid signature',
  smartAccountUnverified: 'Smart account: not checkable here',
}

/**
 * Signs a message with the active namespace's wallet (`personal_sign`, BIP-322, ADR-36…), shows the signature and
 * checks it without the wallet.
 */
export function SignMessageSection() {
  const portico = usePortico()
  const [message, setMessage] = useState('Hello from the Portico demo')
  const sign = useAction(
    useCallback(
      async (text: string): Promise<{ signature: string; verdict: SignatureVerdict }> => {
        const namespace = portico.$activeNamespace.get()
        const address = portico.$account.get().address
        const signature = await signMessage(portico, { message: text })
        if (!namespace || !address) return { signature, verdict: 'invalid' }
        return { signature, verdict: await verifyMessage(portico, { namespace, address, message: text, signature }) }
      },
      [portico],
    ),
  )
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
          <dd>{sign.state.result.signature}</dd>
          <dt>Verified</dt>
          <dd>{VERDICTS[sign.state.result.verdict]}</dd>
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
