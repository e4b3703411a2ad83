import { useStore } from '@nanostores/react'
import { usePortico } from '@portico/react'
import { isEvmAddress } from '@portico/sdk'
import { sendTransaction } from '@portico/sdk/eip155'
import { useCallback, useState } from 'react'
import { parseEther } from 'viem'
import { Feedback, Section } from './Section'
import { SentFact, TransferForm } from './TransferForm'
import { useAction } from './useAction'

/** A devnet address nobody holds the key of: sending to it shows a transfer without moving funds between users. */
const DEFAULT_RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const AMOUNT = /^\d+(\.\d{1,18})?$/

/** Sends native currency from the connected wallet on the active network and shows the transaction hash. */
export function SendTransactionSection() {
  const portico = usePortico()
  const { caipNetwork } = useStore(portico.$network)
  const [invalid, setInvalid] = useState<string>()
  const send = useAction(
    useCallback((recipient: string, value: bigint) => sendTransaction(portico, { to: recipient, value }), [portico]),
  )
  const check = (to: string, amount: string) => {
    if (!isEvmAddress(to)) return 'Enter a 0x address of 40 hexadecimal digits.'
    if (!AMOUNT.test(amount)) return 'Enter an amount such as 0.001.'
    return undefined
  }
  return (
    <Section title="Send a transaction">
      <TransferForm
        initialTo={DEFAULT_RECIPIENT}
        initialAmount="0.001"
        symbol={caipNetwork?.nativeCurrency.symbol ?? 'ETH'}
        submitLabel="Send transaction"
        pending={send.state.status === 'pending'}
        check={check}
        onInvalid={setInvalid}
        onSend={(to, amount) => void send.run(to, parseEther(amount))}
      />
      <SentFact label="Transaction hash" value={send.state.status === 'success' ? send.state.result : undefined} />
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
