import * as v from 'valibot'
import { walletAssetsResponseSchema, type WalletAsset } from '../api/schemas/walletAssets'
import type { TokenBalance } from '../chains/types'
import { RPC_TIMEOUT_MS } from '../constants'
import type { WalletSession } from '../connect/sessions'
import type { ConnectorType, Eip1193Provider, ProviderRequest } from '../connectors/types'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import { isImageUrl } from '../url/urlPolicy'
import { unitsToDecimal } from '../format/unitsToDecimal'
import { requestError } from '../errors/requestMessages'

const capabilitiesSchema = v.record(
  v.string(),
  v.looseObject({ assetDiscovery: v.optional(v.looseObject({ supported: v.optional(v.boolean()) })) }),
)

/** A wallet request that gives up after RPC_TIMEOUT_MS: a wallet that never answers must not hold the balances. */
function boundedRequest(p: Portico, provider: Eip1193Provider, request: ProviderRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(requestError('REQUEST_TIMEOUT', { params: { ms: RPC_TIMEOUT_MS } }))
    const timer = p.platform.setTimeout(fail, RPC_TIMEOUT_MS)
    provider
      .request(request)
      .then(resolve, reject)
      .finally(() => p.platform.clearTimeout(timer))
  })
}

/**
 * Whether the connected wallet reports its own assets on a chain: the embedded wallet always does; another wallet
 * when its EIP-5792 capabilities say `assetDiscovery: { supported: true }` there (EIP-7811). A wallet that does not
 * know `wallet_getCapabilities` offers nothing. A WalletConnect wallet is not asked: every request reaches the
 * user's phone, and a balance read must not.
 */
async function offersAssets(
  p: Portico,
  provider: Eip1193Provider,
  type: ConnectorType,
  address: string,
  chainHex: string,
): Promise<boolean> {
  if (type === 'AUTH') return true
  if (type === 'WALLET_CONNECT') return false
  const answer = await boundedRequest(p, provider, { method: 'wallet_getCapabilities', params: [address, [chainHex]] })
    .then((capabilities) => ({ capabilities }))
    .catch(() => undefined) // no capabilities: the wallet reports no assets, the service does
  const parsed = v.safeParse(capabilitiesSchema, answer?.capabilities)
  return parsed.success && parsed.output[chainHex]?.assetDiscovery?.supported === true
}

/**
 * Per connection (its session: a new connection is a new one), what the capabilities said for the account and
 * chain last asked about, so a balance read asks the wallet once, and again only when the account or the chain
 * changes.
 */
const assetsOffered = new WeakMap<WalletSession, { key: string; offers: Promise<boolean> }>()

function offersAssetsOnce(p: Portico, session: WalletSession, address: string, chainHex: string): Promise<boolean> {
  const key = `${address.toLowerCase()} ${chainHex}`
  const known = assetsOffered.get(session)
  if (known?.key === key) return known.offers
  const offers = offersAssets(p, session.provider, session.connector.type, address, chainHex)
  assetsOffered.set(session, { key, offers })
  return offers
}

/** A wallet's asset in the account state's shape: its amount in decimals, its value at its price. */
function toTokenBalance(asset: WalletAsset, network: CaipNetwork): TokenBalance {
  const { name, symbol, decimals, price, iconUrl } = asset.metadata
  const numeric = unitsToDecimal(BigInt(asset.balance), decimals)
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(asset.type === 'ERC20' ? { address: `${network.caipNetworkId}:${asset.address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: isImageUrl(iconUrl) ? iconUrl : '',
  }
}

/**
 * The connected eip155 wallet's own balances on `network` (`wallet_getAssets`, EIP-7811), or `undefined` when the
 * wallet does not report its assets there (the blockchain API is asked instead). The answer is accepted only if
 * every entry has a string address and hex balance, type ERC20 or NATIVE, and metadata with string name, symbol and
 * iconUrl and numeric decimals and price (spec §5); otherwise it is `INVALID_RESPONSE` and nothing of it is kept.
 * Each request to the wallet waits RPC_TIMEOUT_MS at most (`REQUEST_TIMEOUT`); its capabilities are asked once
 * per connection, account and chain.
 *
 * @example
 * const balances = await walletBalances(portico, network, address) // undefined: ask the blockchain API
 */
export async function walletBalances(
  p: Portico,
  network: CaipNetwork,
  address: string,
): Promise<TokenBalance[] | undefined> {
  if (network.chainNamespace !== 'eip155') return undefined
  const session = p.walletSessions.byNamespace.get('eip155')
  if (!session) return undefined
  const chainHex = `0x${Number(network.id).toString(16)}`
  if (!(await offersAssetsOnce(p, session, address, chainHex))) return undefined
  const answer = await boundedRequest(p, session.provider, {
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [chainHex] }],
  })
  const parsed = v.safeParse(walletAssetsResponseSchema, answer)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue)
    throw requestError('INVALID_RESPONSE', {
      params: { field: `wallet_getAssets${path ? `.${path}` : ''}`, reason: issue.message },
    })
  }
  const assets = Object.entries(parsed.output).find(([chain]) => Number(chain) === Number(network.id))?.[1] ?? []
  return assets.map((asset) => toTokenBalance(asset, network))
}
