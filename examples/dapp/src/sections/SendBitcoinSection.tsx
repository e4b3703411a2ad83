import { useStore } from '@nanostores/react'
import { usePortico } from '@portico/react'
import { BITCOIN_NETWORKS, formatBitcoinAddress, sendBitcoinTransfer } from '@portico/sdk/bip122'
import { useCallback, useState } from 'react'
import { parseUnits } from 'viem'
import { Feedback, Section } from './Section'
import { SentFact, TransferForm } from './TransferForm'
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
  const check = (to: string, amount: string) => {
    if (!formatBitcoinAddress(to)) return 'Enter a Bitcoin address.'
    if (!AMOUNT.test(amount)) return 'Enter an amount such as 0.0003.'
    return undefined
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
      <TransferForm
        initialAmount="0.0003"
        symbol={caipNetwork?.nativeCurrency.symbol ?? 'BTC'}
        submitLabel="Send bitcoin"
        pending={send.state.status === 'pending'}
        check={check}
        onInvalid={setInvalid}
        onSend={(to, amount) => void send.run(to, parseUnits(amount, 8))}
      />
      <SentFact label="Transaction id" value={send.state.status === 'success' ? send.state.result : undefined} />
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
