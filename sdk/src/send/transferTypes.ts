import type { Portico } from '../instance/types'

/** One transfer as a namespace sends it. */
export interface TransferRequest {
  /** The receiver's plain address. */
  to: string
  /** Base units. */
  amount: bigint
  /** The token's contract (EVM) or mint (Solana); absent for the native token. */
  token?: string | undefined
}

/** How a namespace estimates and sends a transfer from the connected wallet (loaded on first use). */
export interface NamespaceTransfer {
  /** The network fee of the transfer, in native base units. */
  estimateFee(p: Portico, request: TransferRequest): Promise<bigint>
  /** Sends the transfer, waits until the chain has it, and returns its hash (EVM) or signature (Solana). */
  send(p: Portico, request: TransferRequest): Promise<string>
}
