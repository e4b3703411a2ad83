// One Portico instance for this page: the two devnet chains, the EVM adapter, the browser-wallet connector and,
// when the devnet runs its frame, the embedded wallet (e-mail login).
import { createPortico, injected, type Portico } from '@portico/sdk'
import { eip155 } from '@portico/sdk/eip155'
import { embeddedWallet } from '@portico/sdk/embedded'
import { devnet, devnetTwo, withRpcUrl } from '@portico/sdk/networks'
import type { DevnetConfig } from './config'

export function createHeadlessPortico(config: DevnetConfig): Portico {
  const chainOne = withRpcUrl(devnet, config.rpcUrls['31337'])
  const chainTwo = withRpcUrl(devnetTwo, config.rpcUrls['31338'])
  return createPortico({
    projectId: config.projectId,
    networks: [chainOne, chainTwo],
    adapters: [eip155()],
    connectors: config.frameUrl ? [injected(), embeddedWallet()] : [injected()],
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
