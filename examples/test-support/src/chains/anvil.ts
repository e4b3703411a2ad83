// A real anvil chain (the @foundry-rs/anvil binary) on a free loopback port, for tests: the devnet's own start.
import { startAnvil as startDevnetAnvil } from '@portico-examples/devnet/chain/anvil'
import type { Hex } from 'viem'

/** The private keys anvil funds by default (its well-known test mnemonic), for tests only. */
export const ANVIL_KEYS: readonly Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
]

export interface Anvil {
  chainId: number
  /** `http://127.0.0.1:PORT`, its JSON-RPC. */
  rpcUrl: string
  /** Ends the process; resolves once it has exited. */
  stop(): Promise<void>
}

/** Starts anvil for `chainId` (default 31337) on a port it picks; resolves once it answers. */
export function startAnvil(chainId = 31337): Promise<Anvil> {
  return startDevnetAnvil({ chainId, port: 0 })
}
