/**
 * The optional peers Solana's RPC and transfer code is built on: loaded with it on first use (`importWithPeer`), so
 * `@portico/sdk/solana` loads, connects and signs messages without them, and an app missing one gets MISSING_PEER.
 */
export const SOLANA_PEERS = ['@solana/kit', '@solana-program/system', '@solana-program/token']
