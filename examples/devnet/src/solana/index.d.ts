// Public API of the local Solana devnet (hand-written: the implementation is JavaScript).
import type { LiteSVM } from 'litesvm'

export declare const BLOCKHASH_VALID_SLOTS: bigint
export declare const SOLANA_RPC_PORT: number

export interface SolanaRpcResponse {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** The JSON-RPC methods over one LiteSVM; u64 values in answers are bigints. */
export declare function createSolanaRpcHandler(svm: LiteSVM): { handle(request: unknown): SolanaRpcResponse }

/** JSON with bigints written as plain integers. */
export declare function stringifyRpcJson(value: unknown): string

export interface SolanaDevnet {
  /** The JSON-RPC URL, for `createSolanaRpc(url)`. */
  url: string
  port: number
  /** The runtime behind it (airdrop, accounts, clock). */
  svm: LiteSVM
  stop(): Promise<void>
}

/** Serves the litesvm JSON-RPC over HTTP on 127.0.0.1 (default port 8899; 0 = any free port). */
export declare function startSolanaDevnet(options?: { port?: number; host?: string; svm?: LiteSVM }): Promise<SolanaDevnet>
