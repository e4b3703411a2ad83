// The account watcher after the account's own transactions, on the devnet (its RPC proxy, anvil): an app's
// `sendTransaction` changes the balance on chain, and the balance the account button shows follows once it is mined,
// though it was read (and cached for 30 s) just before.
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { sendTransaction } from '../eip155/actions'
import { chainReader, devnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { fetchNativeBalance } from './fetchNativeBalance'
import { watchAccountData } from './watchAccountData'

const devnet = useDevnet()
const RECEIVER = '0x000000000000000000000000000000000000dEaD'
/** Receipts are polled (viem, RPC_POLLING_MS): a transaction mined just after a poll is seen one interval later. */
const RECEIPT_WAIT_MS = 30_000

describe('watchAccountData after a transaction the app sends', () => {
  it(
    'reloads the native balance past its cache once the transaction is mined',
    async () => {
      const { p, address } = await devnetWallet(devnet(), 5)
      const stop = watchAccountData(p)
      const before = await fetchNativeBalance(p)
      expect(Number(before?.balance)).toBeGreaterThan(1)

      const hash = await sendTransaction(p, { to: RECEIVER, value: parseEther('1') })
      expect(p.$account.get().lastTransactionHash).toBe(hash)
      const chain = chainReader(devnet())
      await chain.client.waitForTransactionReceipt({ hash })
      const onChain = await chain.eth(address)
      expect(onChain).toBeLessThan(parseEther(before?.balance ?? '0'))
      // Shown as the chain holds it once mined; without the watcher it stays at the cached figure for 30 s.
      await waitForStore(p.$account, (a) => a.balance !== undefined && parseEther(a.balance) === onChain)
      stop()
    },
    RECEIPT_WAIT_MS,
  )
})
