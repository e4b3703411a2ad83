// One Portico instance for this page: the five namespaces (EVM on the two devnet chains; Solana, Bitcoin, Polkadot
// and Cosmos on their public networks), the browser wallets of each (EIP-6963, Wallet Standard, sats-connect,
// injectedWeb3, Keplr-style) and, when the devnet runs its frame, the embedded wallet (e-mail login).
import { createPortico, injected, type Connector, type Portico } from '@portico/sdk'
import { bip122, bitcoinWalletStandard, satsConnectWallets } from '@portico/sdk/bip122'
import { cosmos, keplrWallets } from '@portico/sdk/cosmos'
import { eip155 } from '@portico/sdk/eip155'
import { embeddedWallet } from '@portico/sdk/embedded'
import {
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
  cosmosHub,
  devnet,
  devnetTwo,
  kusama,
  osmosis,
  polkadotMainnet,
  solanaMainnet,
  withRpcUrl,
} from '@portico/sdk/networks'
import { polkadot, polkadotWallets } from '@portico/sdk/polkadot'
import { solana, walletStandard } from '@portico/sdk/solana'
import type { DevnetConfig } from './config'

export function createHeadlessPortico(config: DevnetConfig): Portico {
  const chainOne = withRpcUrl(devnet, config.rpcUrls['31337'])
  const chainTwo = withRpcUrl(devnetTwo, config.rpcUrls['31338'])
  const connectors: Connector[] = [
    injected(),
    walletStandard(),
    satsConnectWallets(),
    bitcoinWalletStandard(),
    polkadotWallets(),
    keplrWallets(),
  ]
  if (config.frameUrl) connectors.push(embeddedWallet())
  return createPortico({
    projectId: config.projectId,
    networks: [
      chainOne,
      chainTwo,
      solanaMainnet,
      withRpcUrl(bitcoin, `${config.apiUrl}/bitcoin/mainnet/api`),
      withRpcUrl(bitcoinTestnet, `${config.apiUrl}/bitcoin/testnet/api`),
      withRpcUrl(bitcoinSignet, `${config.apiUrl}/bitcoin/signet/api`),
      polkadotMainnet,
      kusama,
      cosmosHub,
      osmosis,
    ],
    adapters: [eip155(), solana(), bip122(), polkadot(), cosmos()],
    connectors,
    enableEmbedded: Boolean(config.frameUrl),
    enableWalletConnect: false,
    features: { analytics: false, allWallets: false },
    metadata: {
      name: 'Portico headless example',
      description: 'The Portico SDK without a UI kit',
      url: window.location.origin,
      icons: [],
    },
    apiUrls: {
      catalogue: config.apiUrl,
      blockchain: config.apiUrl,
      analytics: config.apiUrl,
      ...(config.frameUrl && { frame: config.frameUrl }),
      // The devnet's stand-in for WalletConnect Verify, for any pairing this page starts.
      verify: `${config.apiUrl}/verify`,
    },
    customRpcUrls: {
      [chainOne.caipNetworkId]: [{ url: config.rpcUrls['31337'] }],
      [chainTwo.caipNetworkId]: [{ url: config.rpcUrls['31338'] }],
    },
  })
}
