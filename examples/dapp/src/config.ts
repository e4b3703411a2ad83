// The devnet this app talks to: `__DEVNET__` when `npm start` serves it, else `devnet.json` next to the page
// (written by serve.mjs or the end-to-end tests after a build). Validated either way.
import * as v from 'valibot'

const Url = v.pipe(v.string(), v.url())

const DevnetConfigSchema = v.object({
  apiUrl: Url,
  projectId: v.pipe(v.string(), v.minLength(1)),
  rpcUrls: v.object({ '31337': Url, '31338': Url }),
  /** The WalletConnect relay; absent when the devnet runs without it (no WalletConnect then). */
  relayUrl: v.optional(Url),
  /** The embedded-wallet frame's origin; absent when the devnet runs without it (no e-mail login then). */
  frameUrl: v.optional(Url),
  /** The devnet's USDC contract on chain 31337, which the wagmi section writes to. */
  usdc: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))),
})

export type DevnetConfig = v.InferOutput<typeof DevnetConfigSchema>

export async function loadDevnetConfig(url = './devnet.json'): Promise<DevnetConfig> {
  if (__DEVNET__ !== null) return v.parse(DevnetConfigSchema, __DEVNET__)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Cannot read ${url}: HTTP status code ${response.status}`)
  return v.parse(DevnetConfigSchema, await response.json())
}
