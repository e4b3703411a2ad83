import { type Config, type CreateConfigParameters, createConfig, fallback, http, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { PorticoError } from '../errors'
import { rpcEndpoints } from '../eip155/rpcEndpoints'
import { toViemChain } from '../eip155/toViemChain'
import type { Portico } from '../portico/types'
import { checkParam, objectParam } from '../validation/checkParam'
import { porticoConnector } from './porticoConnector'

/**
 * The parameters of `createWagmiConfig`: any of wagmi's `createConfig` parameters but the chains, transports and
 * connectors, which come from the instance (`ssr`, `storage`, `batch`, `pollingInterval`…).
 */
export type CreateWagmiConfigParams = Omit<CreateConfigParameters, 'chains' | 'transports' | 'connectors' | 'client'>

/** What `createWagmiConfig` returns: a wagmi config, for `WagmiProvider` or wagmi's actions. */
export type CreateWagmiConfigReturnType = Config

/**
 * A wagmi config on the instance's eip155 networks: its chains are those networks, each chain's transport the
 * RPC URLs Portico uses for it (the project's RPC, or the app's `customRpcUrls`, with fallbacks), and its one
 * connector `porticoConnector`. For an app that has a wagmi config already, add `porticoConnector` to it instead.
 *
 * @example
 * import { createWagmiConfig } from '@portico/sdk/wagmi'
 * import { WagmiProvider } from 'wagmi'
 *
 * const config = createWagmiConfig(portico)
 * // <WagmiProvider config={config}> … </WagmiProvider>
 */
export function createWagmiConfig(p: Portico, params: CreateWagmiConfigParams = {}): CreateWagmiConfigReturnType {
  checkParam('params', objectParam(), params)
  const options = p.$options.get()
  const networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
  if (networks.length === 0) throw new PorticoError('NETWORK_NOT_FOUND', { params: { namespace: 'eip155' } })
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
  const transports: Record<number, Transport> = {}
  for (const network of networks)
    transports[Number(network.id)] = fallback(rpcEndpoints(options, network).map((url) => http(url)))
  // Browser wallets reach wagmi through Portico's modal, so wagmi does not list them a second time (EIP-6963).
  return createConfig({
    multiInjectedProviderDiscovery: false,
    ...params,
    chains,
    transports,
    connectors: [porticoConnector(p)],
  })
}

/** The error codes `createWagmiConfig` can throw. */
export type CreateWagmiConfigErrorType = 'INVALID_PARAMETER' | 'NETWORK_NOT_FOUND'
