// The Vue example's one instance, on the devnet whose URLs `devnet.json` beside the page gives (written by
// serve.mjs or the end-to-end tests), checked before use.
import { createPortico, injected } from '@portico/sdk'
import { eip155 } from '@portico/sdk/eip155'
import { devnet, devnetTwo, withRpcUrl } from '@portico/sdk/networks'
import * as v from 'valibot'

const Url = v.pipe(v.string(), v.url())
const DevnetConfig = v.object({
  apiUrl: Url,
  projectId: v.pipe(v.string(), v.minLength(1)),
  rpcUrls: v.object({ '31337': Url, '31338': Url }),
})

const response = await fetch('./devnet.json')
if (!response.ok) throw new Error(`Cannot read devnet.json: HTTP status code ${response.status}`)
const config = v.parse(DevnetConfig, await response.json())

export const portico = createPortico({
  projectId: config.projectId,
  networks: [withRpcUrl(devnet, config.rpcUrls['31337']), withRpcUrl(devnetTwo, config.rpcUrls['31338'])],
  adapters: [eip155()],
  connectors: [injected()],
  enableWalletConnect: false,
  apiUrls: { catalogue: config.apiUrl, blockchain: config.apiUrl, analytics: config.apiUrl },
  metadata: { name: 'Portico in Vue', description: 'The kit as custom elements', url: location.origin, icons: [] },
})
