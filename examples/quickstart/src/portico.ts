// examples/quickstart/src/portico.ts — one instance for the app, saved as src/portico.ts, on the local devnet
import { createPortico, injected } from '@portico/sdk'
import { eip155 } from '@portico/sdk/eip155' // EVM networks; needs viem installed beside it
import { devnet, devnetTwo } from '@portico/sdk/networks' // the devnet's chains, 31337 (:8545) and 31338 (:8546)

const DEVNET = 'http://127.0.0.1:8787' // `npm run devnet`: the wallet catalogue, blockchain API and analytics

export const portico = createPortico({
  projectId: 'portico-devnet',
  networks: [devnet, devnetTwo],
  adapters: [eip155()],
  connectors: [injected()], // browser wallets; add walletConnect() and embeddedWallet() for the rest
  apiUrls: { catalogue: DEVNET, blockchain: DEVNET, analytics: DEVNET },
  metadata: { name: 'My app', description: 'My app', url: 'https://example.com', icons: [] },
})
