import { bigint, object, parse, pipe, regex, string, transform, union, number, integer, minValue } from 'valibot'
import type { BlockchainClient } from '../api/blockchain'
import type { CaipNetwork } from '../networks/types'

const hexQuantity = pipe(string(), regex(/^0x[0-9a-fA-F]+$/), transform((hex: string) => BigInt(hex)))
const wholeNumber = pipe(number(), integer(), minValue(0), transform((n: number) => BigInt(n)))
const lamports = object({ value: union([wholeNumber, bigint()]) })

/**
 * The native balance of an address in the smallest unit, asked through the blockchain service's RPC proxy:
 * `eth_getBalance` on eip155, `getBalance` on solana. The answer is validated; another namespace has none.
 */
export async function readNativeUnits(blockchain: BlockchainClient, network: CaipNetwork, address: string): Promise<bigint> {
  if (network.chainNamespace === 'eip155') {
    const answer = await blockchain.rpc(network.caipNetworkId, { method: 'eth_getBalance', params: [address, 'latest'] })
    return parse(hexQuantity, answer)
  }
  const answer = await blockchain.rpc(network.caipNetworkId, { method: 'getBalance', params: [address] })
  return parse(lamports, answer).value
}
