// @ts-check
// The local "Solana devnet": litesvm behind a JSON-RPC HTTP endpoint. Not started by `startDevnet` (yet).
export { createSolanaRpcHandler, stringifyRpcJson, BLOCKHASH_VALID_SLOTS } from './rpc.js'
export { startSolanaDevnet, SOLANA_RPC_PORT } from './server.js'

/** @typedef {import('./server.js').SolanaDevnet} SolanaDevnet */
