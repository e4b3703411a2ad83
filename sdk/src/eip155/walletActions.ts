import type { Hex } from 'viem'
import * as viem from 'viem'
import * as viemActions from 'viem/actions'
import { updateAccountState } from '../chains/updateAccountState'
import { TRANSACTION_WAIT_MS } from '../constants'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import type { Eip155Balance, SendTransactionParams, WriteContractParams } from './actions'
import { getPublicClient } from './getPublicClient'
import { getWalletClient } from './getWalletClient'
import { whileConnected } from './walletGone'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import * as v from 'valibot'

// The viem half of the eip155 actions (`actions.ts`), fetched when one of them runs: an app that imports
// `signMessage` or `sendTransaction` loads viem when it first signs or sends, not at start.

export async function readNativeBalance(p: Portico, network: CaipNetwork, address: string): Promise<Eip155Balance> {
  const value = await viemActions.getBalance(getPublicClient(p, { network }), { address: viem.getAddress(address) })
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: viem.formatUnits(value, decimals) }
}

export function signWithConnectedWallet(p: Portico, message: string | { raw: Hex }): Promise<Hex> {
  const wallet = getWalletClient(p)
  return whileConnected(() => viemActions.signMessage(wallet, { account: wallet.account, message }))
}

/** Records a sent transaction on the account (`lastTransactionHash`), so the account's data reloads once it is mined. */
function sent(p: Portico, hash: Hex): Hex {
  updateAccountState(p, { lastTransactionHash: hash }, 'eip155')
  return hash
}

const addressParam = () => v.pipe(textParam(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'))
/** An amount of wei: a bigint from 0 (a number or a text is refused, never sent). */
const weiParam = () =>
  v.optional(
    v.pipe(
      v.bigint('must be a bigint'),
      v.check((value) => value >= 0n, 'must not be negative'),
    ),
  )

const sendTransactionParamsSchema = () =>
  objectParam({
    to: addressParam(),
    value: weiParam(),
    data: v.optional(v.pipe(textParam(), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x hex'))),
  })

// The ABI, function name and arguments are viem's to check against each other (it throws its own typed errors);
// the address and the value are checked here as sendTransaction checks them.
const writeContractParamsSchema = () =>
  objectParam({
    address: addressParam(),
    abi: v.array(v.unknown(), 'must be an ABI (an array)'),
    functionName: textParam(),
    args: v.optional(v.array(v.unknown(), 'must be an array')),
    value: weiParam(),
  })

/** `sendTransaction`'s work: its parameters checked (a value that is not a bigint is never sent), then the wallet asked. */
export async function sendFromConnectedWallet(p: Portico, params: SendTransactionParams): Promise<Hex> {
  checkParam('params', sendTransactionParamsSchema(), params)
  const wallet = getWalletClient(p)
  const hash = await whileConnected(() =>
    viemActions.sendTransaction(wallet, {
      account: wallet.account,
      chain: wallet.chain,
      to: viem.getAddress(params.to),
      value: params.value,
      data: params.data,
    }),
  )
  return sent(p, hash)
}

/** `writeContract`'s work: its parameters checked as `sendTransaction`'s are, then the wallet asked. */
export async function writeFromConnectedWallet(p: Portico, params: WriteContractParams): Promise<Hex> {
  checkParam('params', writeContractParamsSchema(), params)
  const wallet = getWalletClient(p)
  const hash = await whileConnected(() =>
    viemActions.writeContract(wallet, {
      ...params,
      account: wallet.account,
      chain: wallet.chain,
    } as Parameters<typeof viemActions.writeContract>[1]),
  )
  return sent(p, hash)
}

/**
 * Waits until the transaction is mined on the active network, or TRANSACTION_WAIT_MS has passed (then the caller
 * reloads anyway: it may be mined by then, and nothing is lost by asking).
 */
export async function waitForMined(p: Portico, hash: Hex): Promise<void> {
  await getPublicClient(p).waitForTransactionReceipt({ hash, timeout: TRANSACTION_WAIT_MS })
}
