// Placeholder demo: shows the devnet's live status until the React kit exists.
import * as v from 'valibot'

declare const __DEVNET__: { apiUrl: string; rpcUrls: Record<string, string>; projectId: string }

const RpcAnswer = v.object({ result: v.pipe(v.string(), v.regex(/^0x[0-9a-f]+$/i)) })
const WalletsAnswer = v.object({ count: v.number() })
const REFRESH_MS = 2000

function show(id: string, text: string): void {
  const element = document.getElementById(id)
  if (element) element.textContent = text
}

async function rpc(method: string): Promise<bigint> {
  const { apiUrl, projectId } = __DEVNET__
  const response = await fetch(`${apiUrl}/v1?chainId=eip155:31337&projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return BigInt(v.parse(RpcAnswer, await response.json()).result)
}

async function refresh(): Promise<void> {
  const { apiUrl, projectId } = __DEVNET__
  try {
    const [chainId, blockNumber, wallets] = await Promise.all([
      rpc('eth_chainId'),
      rpc('eth_blockNumber'),
      fetch(`${apiUrl}/getWallets?projectId=${projectId}&page=1&entries=1`).then(async (r) => v.parse(WalletsAnswer, await r.json())),
    ])
    show('chain-id', chainId.toString())
    show('block-number', blockNumber.toString())
    show('wallet-count', String(wallets.count))
    show('error', '')
  } catch (error) {
    show('error', `The devnet does not answer: ${error instanceof Error ? error.message : String(error)}`)
  }
}

show('api-url', __DEVNET__.apiUrl)
void refresh()
setInterval(() => void refresh(), REFRESH_MS)
