// The demo's Portico instance: the devnet's two chains and the five namespaces (EVM on the devnet, Bitcoin's API on
// the devnet's ledger; Solana, Polkadot and Cosmos on their public networks), the browser wallets of each (EIP-6963, Wallet Standard,
// sats-connect, injectedWeb3, Keplr-style), WalletConnect over the devnet relay, the embedded wallet on the devnet
// frame, and sign-in (SIWX).
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
import { walletConnect } from '@portico/sdk/walletconnect'
import type { DevnetConfig } from './config'
import { demoSiwx } from './demoSiwx'

export interface DemoOptions {
  /** Sign-in is required: the modal cannot be closed until the account signs in; cancelling disconnects. */
  signInRequired: boolean
}

export function createDemoPortico(config: DevnetConfig, options: DemoOptions): Portico {
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
  if (config.relayUrl) connectors.push(walletConnect({ relayUrl: config.relayUrl }))
  if (config.frameUrl) connectors.push(embeddedWallet())
  let portico: Portico | undefined
  portico = createPortico({
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
    enableWalletConnect: Boolean(config.relayUrl),
    enableEmbedded: Boolean(config.frameUrl),
    siwx: demoSiwx(config, { required: options.signInRequired, portico: () => portico }),
    metadata: {
      name: 'Portico demo',
      description: 'Every feature of the Portico React kit on the local devnet',
      url: window.location.origin,
      icons: [],
    },
    apiUrls: {
      catalogue: config.apiUrl,
      blockchain: config.apiUrl,
      analytics: config.apiUrl,
      // The devnet's stand-in for WalletConnect Verify: the pairing link shows at once, offline too.
      ...(config.relayUrl && { relay: config.relayUrl, verify: `${config.apiUrl}/verify` }),
      ...(config.frameUrl && { frame: config.frameUrl }),
    },
    customRpcUrls: {
      [chainOne.caipNetworkId]: [{ url: config.rpcUrls['31337'] }],
      [chainTwo.caipNetworkId]: [{ url: config.rpcUrls['31338'] }],
    },
  })
  return portico
}
