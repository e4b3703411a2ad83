// Reown's hosts mapped to the devnet in one browser context, ports and all: every request AppKit makes to one of
// Reown's services is fetched from the devnet's server instead (Playwright's `route.fetch` with the devnet's URL,
// the same method, headers and body, plus `X-Forwarded-Host` / `-Proto` naming the public origin), the relay's WebSocket is bridged to the devnet's relay, and every other
// request that would leave 127.0.0.1 is refused. Each devnet answer is recorded, so a test can hold the devnet to
// answering what AppKit sends without a 4xx.
import type { BrowserContext, WebSocketRoute } from 'playwright-core'
import WebSocket from 'ws'

export interface DevnetUrls {
  apiUrl: string
  frameUrl: string
  relayUrl: string
}

/** One answer of the devnet to a request AppKit addressed to one of Reown's hosts. */
export interface DevnetAnswer {
  method: string
  /** The URL AppKit asked for, on Reown's host. */
  url: string
  status: number
  /** The start of the answer's body (for a failure's message). */
  body: string
}

export interface ReownHosts {
  /** Every devnet answer so far, in order. */
  readonly answers: DevnetAnswer[]
  /** Requests for other hosts than the devnet's and the page's own, refused (nothing leaves the machine). */
  readonly refused: string[]
  /** Relay connections that the devnet's relay closed with an error or refused, and requests that could not be
   * forwarded while the page was open. */
  readonly relayFailures: string[]
  /** The test is done with the page: what fails from now on (the context closing mid-request) is not recorded. */
  detach(): void
}

/** Which devnet server stands in for each of Reown's hosts (the hosts AppKit 1.8.24 and its WalletConnect SDK call). */
export function hostMap(devnet: DevnetUrls): [RegExp, string][] {
  return [
    // The catalogue, remote config, project origins and limits.
    [/^https:\/\/api\.web3modal\.(org|com)$/, devnet.apiUrl],
    // The blockchain API (balances, history, identity, convert, on-ramp, sessions, the RPC proxy).
    [/^https:\/\/rpc\.walletconnect\.(org|com)$/, devnet.apiUrl],
    // Analytics.
    [/^https:\/\/pulse\.walletconnect\.(org|com)$/, devnet.apiUrl],
    // WalletConnect Verify: the devnet's stand-in page at /verify.
    [/^https:\/\/verify\.walletconnect\.(org|com)$/, `${devnet.apiUrl}/verify`],
    // The embedded wallet's secure site.
    [/^https:\/\/secure(-mobile)?\.walletconnect\.(org|com)$/, devnet.frameUrl],
  ]
}

const RELAY_HOSTS = /^wss:\/\/relay\.walletconnect\.(org|com)(\/|$)/

/** Hosts that are not services but AppKit's fonts: refused, AppKit then uses the system's fonts. */
const FONT_HOSTS = /^https:\/\/fonts\.reown\.com\//

/** Maps Reown's hosts to the devnet for every page of `context`. */
export async function mapReownHosts(context: BrowserContext, devnet: DevnetUrls): Promise<ReownHosts> {
  const answers: DevnetAnswer[] = []
  const refused: string[] = []
  const relayFailures: string[] = []
  const map = hostMap(devnet)
  let detached = false
  const local = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost'

  await context.route(
    (url) => !local(url) && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob'),
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      const target = map.find(([host]) => host.test(url.origin))?.[1]
      if (!target) {
        if (!FONT_HOSTS.test(url.href)) refused.push(url.href)
        await route.abort('blockedbyclient')
        return
      }
      try {
        // As a reverse proxy does, the public origin the page asked for goes along (the secure site builds its
        // social login's callback address from it).
        const headers = {
          ...request.headers(),
          'x-forwarded-host': url.host,
          'x-forwarded-proto': url.protocol.slice(0, -1),
        }
        const response = await route.fetch({ url: `${target}${url.pathname}${url.search}`, headers, maxRedirects: 0 })
        const body = await response.text()
        answers.push({ method: request.method(), url: url.href, status: response.status(), body: body.slice(0, 300) })
        await route.fulfill({ response })
      } catch (error) {
        // Once the test has let go of the page, its closing cancels requests in flight; before, it is a failure.
        if (!detached)
          relayFailures.push(`${request.method()} ${url.href}: ${error instanceof Error ? error.message : error}`)
      }
    },
  )

  await context.routeWebSocket(RELAY_HOSTS, (socket) => bridge(socket, devnet.relayUrl, relayFailures, () => detached))
  return {
    answers,
    refused,
    relayFailures,
    detach() {
      detached = true
    },
  }
}

/** Connects the page's relay socket to the devnet's relay (same path and query), message for message. */
function bridge(socket: WebSocketRoute, relayUrl: string, failures: string[], detached: () => boolean): void {
  const url = new URL(socket.url())
  const server = new WebSocket(`${relayUrl}${url.pathname}${url.search}`)
  const pending: string[] = []
  server.on('open', () => {
    for (const message of pending.splice(0)) server.send(message)
  })
  server.on('message', (data, isBinary) => socket.send(isBinary ? (data as Buffer) : data.toString()))
  server.on('unexpected-response', (_request, response) => {
    failures.push(`${url.href}: HTTP ${response.statusCode}`)
    socket.close({ code: 1011, reason: `relay answered HTTP ${response.statusCode}` })
  })
  server.on('error', (error) => {
    if (!detached()) failures.push(`${url.href}: ${error.message}`)
  })
  server.on('close', (code, reason) => {
    if (code !== 1000 && code !== 1005 && !detached()) failures.push(`${url.href}: closed ${code} ${reason.toString()}`)
    socket.close({ code: code === 1005 ? 1000 : code, reason: reason.toString() })
  })
  socket.onMessage((message) => {
    const text = typeof message === 'string' ? message : message.toString()
    if (server.readyState === WebSocket.OPEN) server.send(text)
    else pending.push(text)
  })
  socket.onClose(() => server.close())
}

/** The devnet's 4xx answers, one line each (a test expects none). */
export const clientErrors = (hosts: ReownHosts) =>
  hosts.answers
    .filter((a) => a.status >= 400 && a.status < 500)
    .map((a) => `${a.status} ${a.method} ${a.url} ${a.body}`)
