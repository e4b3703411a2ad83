// Reown AppKit with its wagmi adapter and its own UI, configured as an app on the devnet would be: the project id
// `portico-devnet` and the devnet's two anvil chains, nothing else. Reown's hosts reach the devnet because the
// browser running this page maps them (see ../README.md); the page itself knows only the chains' RPC URLs, which
// the test writes to `devnet.json` beside the built page.
import { createAppKit } from '@reown/appkit'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { defineChain } from 'viem'

interface DevnetConfig {
  projectId: string
  rpcUrls: Record<'31337' | '31338', string>
}

const config = (await (await fetch('./devnet.json')).json()) as DevnetConfig

const devnetChain = (id: 31337 | 31338, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrls[id]] } },
  })

const networks = [devnetChain(31337, 'Portico Devnet'), devnetChain(31338, 'Portico Devnet 2')] as const

const wagmiAdapter = new WagmiAdapter({ projectId: config.projectId, networks: [...networks] })

const appKit = createAppKit({
  adapters: [wagmiAdapter],
  projectId: config.projectId,
  networks: [...networks],
  metadata: {
    name: 'AppKit on the devnet',
    description: 'AppKit conformance check',
    url: location.origin,
    icons: [],
  },
})

// The test opens views (Swap on a chain AppKit's swap button does not list) through AppKit's public API.
Object.assign(window, { appKit })
