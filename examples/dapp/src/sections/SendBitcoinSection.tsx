import { useStore } from '@nanostores/react'
import { usePortico } from '@portico/react'
import { BITCOIN_NETWORKS, formatBitcoinAddress, sendBitcoinTransfer } from '@portico/sdk/bip122'
import { useCallback, useState, type FormEvent } from 'react'
import { parseUnits } from 'viem'
import { Feedback, Section } from './Section'
import { useAction } from './useAction'

const AMOUNT = /^\d+(\.\d{1,8})?$/
/** What the devnet's faucet hands out: 0.001 BTC. */
const FAUCET_SATS = 100_000

/**
 * Sends bitcoin from the connected wallet's payment address and shows the transaction id: a sats-connect wallet builds
 * the transfer, a Wallet Standard wallet signs the one Portico builds from the devnet ledger's coins. "Get test coins"
 * asks the devnet's ledger for a coin on the active Bitcoin network.
 */
export function SendBitcoinSection({ apiUrl }: { apiUrl: string }) {
  const portico = usePortico()
  const { caipNetwork } = useStore(portico.$network)
  const { address } = useStore(portico.$account)
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.0003')
  const [invalid, setInvalid] = useState<string>()
  const ledger = BITCOIN_NETWORKS.find((n) => n.reference === String(caipNetwork?.id))?.name.toLowerCase()
  const send = useAction(
    useCallback(
      (recipient: string, sats: bigint) => sendBitcoinTransfer(portico, { to: recipient, amount: sats }),
      [portico],
    ),
  )
  const faucet = useAction(
    useCallback(async () => {
      const response = await fetch(`${apiUrl}/dev/bitcoin/${ledger}/fund`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address, value: FAUCET_SATS }),
      })
      if (!response.ok) throw new Error(`The devnet's faucet answered ${response.status}`)
      return FAUCET_SATS
    }, [apiUrl, ledger, address]),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!formatBitcoinAddress(to.trim())) return setInvalid('Enter a Bitcoin address.')
    if (!AMOUNT.test(amount.trim())) return setInvalid('Enter an amount such as 0.0003.')
    setInvalid(undefined)
    void send.run(to.trim(), parseUnits(amount.trim(), 8))
  }
  return (
    <Section title="Send bitcoin">
      <p>
        <button
          type="button"
          onClick={() => void faucet.run()}
          aria-disabled={!ledger || faucet.state.status === 'pending'}
        >
          Get test coins
        </button>
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>Recipient address</span>
          <input value={to} onChange={(event) => setTo(event.target.value)} autoComplete="off" spellCheck={false} />
        </label>
        <label className="field">
          <span>Amount ({caipNetwork?.nativeCurrency.symbol ?? 'BTC'})</span>
          <input
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
          />
        </label>
        <button type="submit" aria-disabled={send.state.status === 'pending'}>
          Send bitcoin
        </button>
      </form>
      {send.state.status === 'success' ? (
        <dl className="facts">
          <dt>Transaction id</dt>
          <dd>{send.state.result}</dd>
        </dl>
      ) : null}
      <Feedback
        pending={
          send.state.status === 'pending'
            ? 'Waiting for the wallet…'
            : send.state.status === 'success'
              ? 'Bitcoin sent'
              : faucet.state.status === 'success'
                ? 'The devnet sent 0.001 BTC to your payment address'
                : undefined
        }
        error={
          invalid ??
          (send.state.status === 'error' ? send.state.message : undefined) ??
          (faucet.state.status === 'error' ? faucet.state.message : undefined)
        }
      />
    </Section>
  )
}
