// The no-bundler file, `@portico/react/standalone/portico-elements.js`: the kit's custom elements with a
// React-compatible runtime (`preact/compat`, put in React's place by scripts/standalone.mjs), the SDK's core, its EVM
// adapter and its networks inside, for a page that loads it with `<script type="module">` and no build step. Built
// from the packages' dist by scripts/standalone.mjs; its styles are `portico-elements.css` beside it (the themes' and
// the kit's static CSS), which the elements load into their shadow roots. A page with no script of its own describes
// its instance on `<portico-modal>`'s attributes instead (`porticoFromAttributes`).
import { definePorticoElements as defineWithStyles } from '@portico/react/element'
import { createPortico, injected, PorticoError } from '@portico/sdk'
import { eip155 } from '@portico/sdk/eip155'
import { arbitrum, base, devnet, devnetTwo, ethereum, optimism, polygon, sepolia, withRpcUrl } from '@portico/sdk/networks'
import * as v from 'valibot'

export { open, close, disconnect, isPorticoError } from '@portico/sdk'
export { defineNetwork } from '@portico/sdk/networks'
export {
  createPortico,
  injected,
  PorticoError,
  eip155,
  withRpcUrl,
  devnet,
  devnetTwo,
  ethereum,
  sepolia,
  base,
  arbitrum,
  optimism,
  polygon,
}

/**
 * Defines `<portico-connect-button>` and `<portico-modal>` for `portico`, their styles from `portico-elements.css`
 * beside this file (or `options.styles`).
 */
export function definePorticoElements(portico, options) {
  const styles = [new URL('./portico-elements.css', import.meta.url).href]
  return defineWithStyles(portico, { styles, ...options })
}

const NETWORKS = { devnet, devnetTwo, ethereum, sepolia, base, arbitrum, optimism, polygon }
const httpUrl = v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:/, 'must be an http(s) URL'))
const attributesSchema = v.object({
  'project-id': v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  'api-url': httpUrl,
  networks: v.pipe(
    v.string(),
    v.transform((names) => names.trim().split(/\s+/)),
    v.array(v.picklist(Object.keys(NETWORKS), `must be names among: ${Object.keys(NETWORKS).join(', ')}`)),
  ),
  'rpc-url': v.optional(httpUrl),
})

/**
 * The instance a page with no script of its own describes on its `<portico-modal>`: `project-id`, `api-url` (the
 * catalogue, blockchain API and analytics), `networks` (names, the first one active) and `rpc-url` (the first
 * network's RPC, optional); browser wallets on EVM networks. A bad attribute throws INVALID_PARAMETER naming it.
 */
export function porticoFromAttributes(modal) {
  const given = {}
  for (const name of ['project-id', 'api-url', 'networks', 'rpc-url'])
    if (modal.hasAttribute(name)) given[name] = modal.getAttribute(name)
  const result = v.safeParse(attributesSchema, given)
  if (!result.success) {
    const [issue] = result.issues
    const name = `portico-modal ${v.getDotPath(issue) ?? ''}`.trim()
    throw new PorticoError('INVALID_PARAMETER', { params: { name, reason: issue.message } })
  }
  const { 'project-id': projectId, 'api-url': api, networks: names, 'rpc-url': rpcUrl } = result.output
  const [first, ...rest] = names.map((name) => NETWORKS[name])
  return createPortico({
    projectId,
    networks: [rpcUrl ? withRpcUrl(first, rpcUrl) : first, ...rest],
    adapters: [eip155()],
    connectors: [injected()],
    apiUrls: { catalogue: api, blockchain: api, analytics: api },
    metadata: { name: document.title, description: document.title, url: location.origin, icons: [] },
  })
}

// A page whose `<portico-modal>` carries `project-id` is configured by its attributes: loading this file is all.
if (typeof document !== 'undefined') {
  const modal = document.querySelector('portico-modal[project-id]')
  if (modal) definePorticoElements(porticoFromAttributes(modal))
}
