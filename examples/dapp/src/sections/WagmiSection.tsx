// The same wallet through wagmi's hooks only: what an existing wagmi app keeps writing once Portico connects the
// wallet. Loaded (with wagmi and TanStack Query) only once a wallet is connected, so the page's start carries none.
import { usePortico } from '@portico/react'
import { createWagmiConfig } from '@portico/sdk/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { erc20Abi, formatUnits, parseEther, parseUnits, type Address } from 'viem'
import {
  useBalance,
  useConnection,
  useSendTransaction,
  useSwitchChain,
  useWaitForTransactionReceipt,
  WagmiProvider,
  useWriteContract,
} from 'wagmi'
import { Feedback, Section } from './Section'

/** A devnet address nobody holds the key of (as in the Send section). */
const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'

export interface WagmiSectionProps {
  /** The devnet's USDC on chain 31337; without it (or on another chain) its button is left out. */
  usdc?: Address | undefined
}

/** wagmi's providers around the section, on a config made from the Portico instance. */
export default function WagmiSection({ usdc }: WagmiSectionProps) {
  const portico = usePortico()
  const config = useMemo(() => createWagmiConfig(portico), [portico])
  const queryClient = useMemo(() => new QueryClient(), [])
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WagmiHooks usdc={usdc} />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function WagmiHooks({ usdc }: WagmiSectionProps) {
  const { address, chainId, status } = useConnection()
  const balance = useBalance({ address })
  const send = useSendTransaction()
  const write = useWriteContract()
  const switchChain = useSwitchChain()
  // The chain a transaction was sent on: its receipt is looked for there, even after a chain switch.
  const [sentOn, setSentOn] = useState<number>()
  const hash = send.data ?? write.data
  const receipt = useWaitForTransactionReceipt({ hash, chainId: sentOn })
  const error = send.error ?? write.error ?? switchChain.error
  return (
    <Section title="The same wallet through wagmi">
      <dl className="facts">
        <dt>wagmi status</dt>
        <dd>{status}</dd>
        <dt>wagmi account</dt>
        <dd>{address ?? 'none'}</dd>
        <dt>wagmi chain</dt>
        <dd>{chainId ?? 'none'}</dd>
        <dt>wagmi balance</dt>
        <dd>
          {balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '…'}
        </dd>
      </dl>
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            write.reset()
            setSentOn(chainId)
            send.sendTransaction({ to: RECIPIENT, value: parseEther('0.001') })
          }}
        >
          Send 0.001 ETH with wagmi
        </button>
        {usdc && chainId === 31337 ? (
          <button
            type="button"
            onClick={() => {
              send.reset()
              setSentOn(chainId)
              write.writeContract({
                address: usdc,
                abi: erc20Abi,
                functionName: 'transfer',
                args: [RECIPIENT, parseUnits('1', 6)],
              })
            }}
          >
            Send 1 USDC with wagmi
          </button>
        ) : null}
        <button type="button" onClick={() => switchChain.switchChain({ chainId: chainId === 31338 ? 31337 : 31338 })}>
          Switch chain with wagmi
        </button>
      </div>
      {hash ? (
        <dl className="facts">
          <dt>wagmi transaction</dt>
          <dd>{hash}</dd>
        </dl>
      ) : null}
      <Feedback
        pending={
          send.isPending || write.isPending
            ? 'Waiting for the wallet…'
            : receipt.isSuccess
              ? 'Mined through wagmi'
              : hash
                ? 'Waiting for the chain…'
                : undefined
        }
        error={error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : undefined}
      />
    </Section>
  )
}
