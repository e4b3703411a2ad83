import { checkParam, objectParam, textParam } from '../validation/checkParam'
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hex } from 'viem'
import { PorticoError } from '../errors'
import type { CaipNetwork } from '../networks/types'
import type { Portico } from '../portico/types'
import { runAction } from '../telemetry/runAction'
import { namespaceNetwork } from '../networks/namespaceNetwork'
import * as v from 'valibot'
import { importWithPeer } from '../errors/importWithPeer'

// The EVM actions. Their viem half (RPC and wallet clients) is `walletActions.ts`, fetched when an action runs, so
// importing an action loads no viem.

/** An eip155 balance: its value in the smallest unit, its decimals, its symbol and its decimal text. */
export interface Eip155Balance {
  value: bigint
  decimals: number
  symbol: string
  /** The value in whole units, as a decimal string. */
  formatted: string
}

/** The parameters of `getBalance`. */
export interface GetBalanceParams {
  /** Whose balance: default the connected eip155 account. */
  address?: string
  /** On which network: default the active eip155 one. */
  network?: CaipNetwork
}

/** What `getBalance` returns. */
export type GetBalanceReturnType = Eip155Balance

/**
 * The native balance of an address (the connected one by default) on a network (the active one by default).
 *
 * @example
 * const { formatted, symbol } = await getBalance(portico) // the connected account on the active network
 */
export function getBalance(p: Portico, params: GetBalanceParams = {}): Promise<Eip155Balance> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam({ address: v.optional(textParam()) }), params)
    const network = namespaceNetwork(p, 'eip155', params.network)
    const address = params.address ?? p.$chains.get().eip155?.accountState.address
    if (!address) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'eip155' } })
    const { readNativeBalance } = await importWithPeer(['viem'], () => import('./walletActions'))
    return readNativeBalance(p, network, address)
  })
}

/** The error codes `getBalance` can throw. */
export type GetBalanceErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_PARAMETER'
  | 'MISSING_PEER'
  | 'NETWORK_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'USER_REJECTED'

const signMessageParamsSchema = () =>
  v.object(
    {
      message: v.custom<string | { raw: Hex }>(
        (value) =>
          typeof value === 'string' ||
          (typeof value === 'object' &&
            value !== null &&
            /^0x([0-9a-fA-F]{2})*$/.test(String((value as { raw?: unknown }).raw))),
        'must be a text or { raw: 0x… }',
      ),
    },
    'must be an object',
  )

/**
 * The error codes `signMessage` can throw: a bad parameter, no eip155 account connected, no eip155 network, the
 * user declining in the wallet, or the wallet failing (the cause kept).
 */
export type SignMessageErrorType =
  | 'ACTION_FAILED'
  | 'INVALID_PARAMETER'
  | 'MISSING_PEER'
  | 'NETWORK_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'USER_REJECTED'
/** The error codes `sendTransaction` can throw: those of `signMessage`, and the chain's adapter missing. */
export type SendTransactionErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
  | 'MISSING_PEER'
  | 'NETWORK_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'USER_REJECTED'
/** The error codes `writeContract` can throw: those of `sendTransaction`. */
export type WriteContractErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
  | 'MISSING_PEER'
  | 'NETWORK_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'USER_REJECTED'

/** The parameters of `signMessage`. */
export interface SignMessageParams {
  /** The text to sign, or its bytes as `{ raw: '0x…' }`. */
  message: string | { raw: Hex }
}

/** What `signMessage` returns. */
export type SignMessageReturnType = `0x${string}`

/**
 * Signs a message with the connected wallet (`personal_sign`); returns the signature.
 *
 * @example
 * const signature = await signMessage(portico, { message: 'Hello from Portico' })
 */
export function signMessage(p: Portico, params: SignMessageParams): Promise<Hex> {
  return runAction(p, async (p) => {
    checkParam('params', signMessageParamsSchema(), params)
    const { signWithConnectedWallet } = await importWithPeer(['viem'], () => import('./walletActions'))
    return signWithConnectedWallet(p, params.message)
  })
}

/** The parameters of `sendTransaction`. */
export interface SendTransactionParams {
  to: string
  value?: bigint
  data?: Hex
}

/** What `sendTransaction` returns. */
export type SendTransactionReturnType = `0x${string}`

/**
 * Sends a transaction from the connected wallet on the active network; returns its hash. `to` is a 0x address,
 * `value` a bigint in wei (a number or a text is INVALID_PARAMETER, never sent), `data` 0x hex.
 *
 * @example
 * const hash = await sendTransaction(portico, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: parseEther('0.01') })
 */
export function sendTransaction(p: Portico, params: SendTransactionParams): Promise<Hex> {
  return runAction(
    p,
    async (p) => {
      // The parameters are checked in `walletActions` (loaded here anyway), before the wallet is asked: the start stays small.
      const { sendFromConnectedWallet } = await importWithPeer(['viem'], () => import('./walletActions'))
      return sendFromConnectedWallet(p, params)
    },
    'API_ERROR',
  )
}

/** The parameters of `writeContract`. */
export interface WriteContractParams<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<
    abi,
    'nonpayable' | 'payable'
  >,
> {
  address: Address
  abi: abi
  functionName: functionName
  args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>
  value?: bigint
}

/** What `writeContract` returns. */
export type WriteContractReturnType = `0x${string}`

/**
 * Calls a contract function from the connected wallet on the active network; returns the transaction hash. With
 * the ABI typed `as const` (viem's `erc20Abi` is), a function that is not in it, a read-only one, or wrong
 * arguments do not compile. As with `sendTransaction`, `address` is a 0x address and `value` a bigint in wei (a
 * number or a text is INVALID_PARAMETER, never sent).
 *
 * @example
 * const hash = await writeContract(portico, { address: usdc, abi: erc20Abi, functionName: 'transfer', args: [to, 1_000_000n] })
 */
export function writeContract<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(p: Portico, params: WriteContractParams<abi, functionName>): Promise<Hex> {
  return runAction(
    p,
    async (p) => {
      const { writeFromConnectedWallet } = await importWithPeer(['viem'], () => import('./walletActions'))
      // viem checks the arguments against the ABI when it encodes them; the wallet half takes any ABI.
      return writeFromConnectedWallet(p, params as unknown as WriteContractParams)
    },
    'API_ERROR',
  )
}
