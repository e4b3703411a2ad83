// examples/quickstart/src/portico.ts — one instance for the app, on the local devnet (`npm run devnet`)
import { createPortico, injected } from '@portico/sdk'
import { eip155 } from '@portico/sdk/eip155'
import { devnet, devnetTwo } from '@portico/sdk/networks'

const DEVNET = 'http://127.0.0.1:8787' // the devnet's services; its chains answer through them

export const portico = createPortico({
  projectId: 'portico-devnet',
  networks: [devnet, devnetTwo],
  adapters: [eip155()],
  connectors: [injected()], // browser wallets; add walletConnect() and embeddedWallet() for the rest
  apiUrls: { catalogue: DEVNET, blockchain: DEVNET, analytics: DEVNET },
  metadata: { name: 'My app', description: 'My app', url: 'https://example.com', icons: [] },
})
