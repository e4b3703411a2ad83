import type { Chain } from 'viem'
import * as viem from 'viem'
import type { CaipNetwork } from '../networks/types'
import { caipNetworkSchema } from '../networks/caipNetworkSchema'
import { checkParam } from '../validation/checkParam'

/** A Portico eip155 network as viem's `Chain` (the shapes match; the id becomes a number). */
export function toViemChain(network: CaipNetwork): Chain {
  checkParam('network', caipNetworkSchema, network)
  return viem.defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  })
}
