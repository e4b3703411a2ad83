// Test helper for the money-movement tests: a Portico on the devnet (its blockchain API and its first chain,
// anvil), connected through the real connect action to a private-key EIP-1193 wallet holding a devnet account.
import { createPublicClient, erc20Abi, http, type Hex } from 'viem'
import { foundry } from 'viem/chains'
import type { Devnet } from '@portico-examples/devnet'
import { connect, injected, type PorticoOptions } from '@portico/sdk'
import { memoryPlatform, type MemoryPlatform } from '@portico/sdk/platform'
import { eip155 } from '@portico/sdk/eip155'
import { devnet as devnetNetwork, withRpcUrl } from '@portico/sdk/networks'
import { testPortico, type TestPortico } from '../portico/testPortico'
import { privateKeyProvider, type PrivateKeyProviderOptions, type TestWallet } from './privateKeyProvider'

const CHAIN_ID = 31337
const RDNS = 'org.portico.testwallet'

export interface DevnetWallet {
  p: TestPortico
  wallet: TestWallet
  address: Hex
}

/** A Portico on the devnet's first chain, connected as devnet account `index`. */
export async function devnetWallet(
  devnet: Devnet,
  index: number,
  options: Partial<PorticoOptions> = {},
  platform: MemoryPlatform = memoryPlatform(),
  walletOptions: Pick<PrivateKeyProviderOptions, 'assets'> = {},
): Promise<DevnetWallet> {
  const account = devnet.accounts[index]
  if (!account) throw new Error(`no devnet account ${index}`)
  const rpcUrl = devnet.rpcUrls[CHAIN_ID]
  const network = withRpcUrl(devnetNetwork, rpcUrl)
  const p = testPortico(
    {
      projectId: devnet.projectId,
      networks: [network],
      adapters: [eip155()],
      connectors: [injected()],
      apiUrls: { catalogue: devnet.apiUrl, blockchain: devnet.apiUrl, analytics: devnet.apiUrl },
      customRpcUrls: { [network.caipNetworkId]: [{ url: rpcUrl }] },
      features: { analytics: false },
      ...options,
    },
    platform,
  )
  const wallet = privateKeyProvider({
    privateKey: account.privateKey,
    chains: [{ chainId: CHAIN_ID, rpcUrl }],
    ...walletOptions,
  })
  wallet.announce(platform.events)
  await connect(p, { connector: RDNS })
  return { p, wallet, address: account.address }
}

/** Reads balances straight from the chain (not through Portico), for before/after checks. */
export function chainReader(devnet: Devnet) {
  const client = createPublicClient({ chain: foundry, transport: http(devnet.rpcUrls[CHAIN_ID]) })
  return {
    client,
    eth: (address: Hex) => client.getBalance({ address }),
    token: (token: Hex, address: Hex) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    fee: async (hash: Hex) => {
      const receipt = await client.getTransactionReceipt({ hash })
      return receipt.gasUsed * receipt.effectiveGasPrice
    },
  }
}
