// examples/quickstart/src/wagmi.ts — a wagmi app on the wallet the user connects with Portico
import { connect, createConfig, getBalance, http, sendTransaction } from '@wagmi/core'
import { toViemChain } from '@portico/sdk/eip155/clients'
import { devnet } from '@portico/sdk/networks'
import { porticoConnector } from '@portico/sdk/wagmi'
import { parseEther } from 'viem'
import { portico } from './portico'

// The app's wagmi config, with Portico's connector added (`createWagmiConfig(portico)` makes one from scratch).
export const config = createConfig({
  chains: [toViemChain(devnet)],
  connectors: [porticoConnector(portico)],
  multiInjectedProviderDiscovery: false, // browser wallets reach wagmi through Portico's modal
  transports: { [devnet.id]: http() },
})

// Connecting opens Portico's modal; wagmi's actions and hooks then use the wallet the user picked there.
export async function payFromWagmi(to: `0x${string}`) {
  const { accounts } = await connect(config, { connector: config.connectors[0]! })
  const balance = await getBalance(config, { address: accounts[0] })
  if (balance.value > parseEther('0.01')) return sendTransaction(config, { to, value: parseEther('0.01') })
}
