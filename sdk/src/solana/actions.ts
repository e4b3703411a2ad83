import type { Signature } from '@solana/kit'
import * as v from 'valibot'
import { getConnectedProvider } from '../connect/getConnectedProvider'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import { importWithPeer } from '../errors/importWithPeer'
import { unitsToDecimal } from '../format/unitsToDecimal'
import { SOLANA_PEERS } from './peers'
import { namespaceNetwork } from '../networks/namespaceNetwork'
import { solanaSignMessage } from './solanaSignMessage'
import { toSolanaAddress } from './solanaAddress'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { runAction } from '../telemetry/runAction'
import { requestError } from '../errors/requestMessages'

/** A Solana balance: lamports, decimals, symbol and decimal text. */
export interface SolanaBalance {
  /** Lamports. */
  value: bigint
  decimals: number
  symbol: string
  /** The value in whole units, as a decimal string. */
  formatted: string
}

// `custom`, not `bigint`: only valibot functions the core uses anyway (docs/size.md).
const lamportsSchema = v.custom<bigint>((value) => typeof value === 'bigint' && value >= 0n, 'not a lamport amount')

function connectedAddress(p: Portico): string {
  const address = p.$chains.get().solana?.accountState.address
  if (!address) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'solana' } })
  return address
}

/** The parameters of `getBalance`. */
export interface GetBalanceParams {
  /** Whose balance: default the connected solana account. */
  address?: string
  /** On which network: default the active solana one. */
  network?: CaipNetwork
}

/** What `getBalance` returns. */
export type GetBalanceReturnType = SolanaBalance

/**
 * The SOL balance (`getBalance`) of an address (the connected one by default) on a network (the active one).
 *
 * @example
 * const { formatted, symbol } = await getBalance(portico) // the connected account, in SOL
 */
export function getBalance(p: Portico, params: GetBalanceParams = {}): Promise<SolanaBalance> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam({ address: v.optional(textParam()) }), params)
    const network = namespaceNetwork(p, 'solana', params.network)
    const address = toSolanaAddress(params.address ?? connectedAddress(p))
    const { readLamports } = await importWithPeer(SOLANA_PEERS, () => import('./kitActions'))
    const answer = await readLamports(p, network, address)
    const parsed = v.safeParse(lamportsSchema, answer)
    if (!parsed.success)
      throw requestError('INVALID_RESPONSE', { params: { field: 'getBalance', reason: parsed.issues[0].message } })
    const { decimals, symbol } = network.nativeCurrency
    return { value: parsed.output, decimals, symbol, formatted: unitsToDecimal(parsed.output, decimals) }
  })
}

/** The error codes `getBalance` can throw. */
export type GetBalanceErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_ADDRESS'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'MISSING_PEER'
  | 'NETWORK_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'USER_REJECTED'

/** The parameters of `signMessage`. */
export interface SignMessageParams {
  /** The text to sign. */
  message: string
}

/** What `signMessage` returns. */
export type SignMessageReturnType = string

/**
 * Signs a text message (its UTF-8 bytes) with the connected wallet (`solana_signMessage`); the base58 signature.
 *
 * @example
 * const signature = await signMessage(portico, { message: 'Hello from Portico' }) // base58
 */
export function signMessage(p: Portico, params: SignMessageParams): Promise<string> {
  return runAction(p, async (p) => {
    checkParam('params', v.object({ message: textParam() }, 'must be an object'), params)
    const provider = getConnectedProvider(p, { namespace: 'solana' })
    return solanaSignMessage(provider, { message: params.message, address: connectedAddress(p) })
  })
}

/** The error codes `signMessage` can throw. */
export type SignMessageErrorType =
  | 'ACTION_FAILED'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'NOT_CONNECTED'
  | 'USER_REJECTED'

/** The parameters of `sendTransfer`. */
export interface SendTransferParams {
  to: string
  /** Base units: lamports, or the token's smallest unit. */
  amount: bigint
  /** The token's mint; absent for SOL. */
  mint?: string
}

/** What `sendTransfer` returns. */
export type SendTransferReturnType = Signature

/**
 * Sends SOL or an SPL token from the connected wallet on the active solana network (see `sendSolanaTransfer`;
 * the wallet signs with `solana_signTransaction`) and waits until it is confirmed (`confirmSolanaSignature`,
 * on the instance's clock); returns the transaction signature.
 *
 * @example
 * const signature = await sendTransfer(portico, { to: 'FDDx6HSMvwE2kBEM1jqrk4rYHFoYrYeQ8iA9Ucnkwz1S', amount: '0.1' })
 */
export function sendTransfer(p: Portico, params: SendTransferParams): Promise<Signature> {
  return runAction(
    p,
    async (p) => {
      const provider = getConnectedProvider(p, { namespace: 'solana' })
      const address = toSolanaAddress(connectedAddress(p))
      const { sendFromConnectedWallet } = await importWithPeer(SOLANA_PEERS, () => import('./kitActions'))
      return sendFromConnectedWallet(p, provider, address, params)
    },
    'API_ERROR',
  )
}

/** The error codes `sendTransfer` can throw. */
export type SendTransferErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_ADDRESS'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'MISSING_PEER'
  | 'NETWORK_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'REQUEST_TIMEOUT'
  | 'TRANSACTION_FAILED'
  | 'USER_REJECTED'
