import { custom, object, pipe, regex, string } from 'valibot'
import type { BlockchainClient } from '../api/blockchain'
import { validateResponse } from '../api/http/validate'
import type { CaipNetwork } from '../networks/types'

// Only valibot functions the core uses anyway (docs/size.md).
const hexQuantity = pipe(string(), regex(/^0x[0-9a-fA-F]+$/))
const lamports = object({
  value: custom<number | bigint>(
    (value) => typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value) && value >= 0),
    'must be a whole number of lamports',
  ),
})

/**
 * The native balance of an address in the smallest unit, asked through the blockchain service's RPC proxy:
 * `eth_getBalance` on eip155, `getBalance` on solana. The answer is validated (a wrong one is INVALID_RESPONSE);
 * another namespace has none.
 */
export async function readNativeUnits(
  blockchain: BlockchainClient,
  network: CaipNetwork,
  address: string,
): Promise<bigint> {
  if (network.chainNamespace === 'eip155') {
    const answer = await blockchain.rpc(network.caipNetworkId, {
      method: 'eth_getBalance',
      params: [address, 'latest'],
    })
    return BigInt(validateResponse(hexQuantity, answer))
  }
  const answer = await blockchain.rpc(network.caipNetworkId, { method: 'getBalance', params: [address] })
  return BigInt(validateResponse(lamports, answer).value)
}
