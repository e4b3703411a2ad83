// @ts-check
// The devnet's embedded-wallet frame server: the frame page (GET /sdk) on its own origin, its scripts, the
// JSON backend the page calls, the dev mailbox, and the local consent/approval pages for device, social
// and Farcaster login, with the social login window's first page (/loading) and its callback page.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import * as v from 'valibot'
import { createApiRoutes } from './api-routes.js'
import { PRICES_USD } from '../config.js'
import { createChains } from './chain.js'
import { DEFAULT_FRAME_PORT, FRAME_VERSION } from './constants.js'
import { createEmailAuth } from './email-auth.js'
import { HttpError, readForm, redirect, sendHtml, sendJson } from './http.js'
import { createMailbox } from './mailbox.js'
import { callbackPage, callbackPageCsp, consentPage, farcasterPage, framePage, framePageCsp, messagePage, standalonePageCsp } from './pages.js'
import { createSocialAuth } from './social-auth.js'
import { createWalletRpc } from './wallet-rpc.js'
import { createWalletStore } from './wallet-store.js'

/** Modules the frame page loads (browser-safe); `valibot` is rewritten to the vendored copy. */
const PAGE_MODULES = ['frame-page.js', 'social-callback.js', 'approval-summary.js', 'frame-logic.js', 'backend-client.js', 'messages.js', 'constants.js', 'origins.js', 'rpc-methods.js']
const UserName = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Invalid user name'))

/** The static files of the frame page, read once per server. */
function loadAssets() {
  const require = createRequire(import.meta.url)
  /** @type {Map<string, { type: string, body: string }>} */
  const assets = new Map()
  for (const name of PAGE_MODULES) {
    const source = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')
    assets.set(`/frame/${name}`, { type: 'text/javascript; charset=utf-8', body: source.replaceAll("from 'valibot'", "from './vendor/valibot.js'") })
  }
  const valibot = readFileSync(require.resolve('valibot').replace(/index\.cjs$/, 'index.mjs'), 'utf8')
  assets.set('/frame/vendor/valibot.js', { type: 'text/javascript; charset=utf-8', body: valibot })
  assets.set('/frame/frame.css', { type: 'text/css; charset=utf-8', body: readFileSync(new URL('./frame.css', import.meta.url), 'utf8') })
  return assets
}

/**
 * @typedef {object} FrameServerOptions
 * @property {number} [port]  default 8788, or env DEVNET_FRAME_PORT; 0 picks a free port
 * @property {string} [host]  default '127.0.0.1'
 * @property {Record<number, string>} rpcUrls  JSON-RPC URL per devnet chain id
 * @property {number[]} [smartAccountChainIds]  the chains with smart accounts (the frame lists them as enabled and
 *   refuses a smart account elsewhere); default every chain of `rpcUrls`
 * @property {string} dataDir  folder of `frame-wallet.json` (users, their keys, devices, sessions)
 * @property {boolean} [quiet]  do not print mailed codes and links to the console
 * @property {string[]} [allowedParentOrigins]  app origins allowed to embed the frame; default any loopback origin
 * @property {() => number} [now]  clock, read at call time; default Date.now
 */

/**
 * @typedef {object} FrameServer
 * @property {string} url  `http://localhost:PORT`, a different origin from an app on 127.0.0.1
 * @property {string} mailboxUrl  `GET {mailboxUrl}?email=…` → the mails to that address, newest first
 * @property {() => Promise<void>} stop
 */

/**
 * Serves the embedded-wallet frame: its page and assets, its backend API and the mailbox.
 * @param {FrameServerOptions} options
 * @returns {Promise<FrameServer>}
 */
export async function startFrameServer(options) {
  const port = options.port ?? Number(process.env.DEVNET_FRAME_PORT ?? DEFAULT_FRAME_PORT)
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? (() => Date.now())
  const allowlist = options.allowedParentOrigins
  let baseUrl = ''
  const assets = loadAssets()
  const store = createWalletStore({ dataDir: options.dataDir, now })
  const mailbox = createMailbox({ now, print: options.quiet ? undefined : (line) => console.error(line) })
  const chains = createChains(options.rpcUrls)
  const emailAuth = createEmailAuth({ store, mailbox, now, baseUrl: () => baseUrl })
  const socialAuth = createSocialAuth({ store, baseUrl: () => baseUrl, allowedParentOrigins: allowlist })
  const api = createApiRoutes({
    store,
    emailAuth,
    socialAuth,
    chains,
    walletRpc: createWalletRpc({ chains }),
    smartAccountChainIds: options.smartAccountChainIds,
    baseUrl: () => baseUrl,
  })

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {AbortSignal} closed */
  async function route(request, response, closed) {
    const url = new URL(request.url ?? '/', baseUrl)
    const query = url.searchParams
    const key = `${request.method} ${url.pathname}`
    const apiRoute = request.method === 'POST' ? api[url.pathname] : undefined
    if (apiRoute) return sendJson(response, 200, await apiRoute(request, closed))
    const asset = request.method === 'GET' ? assets.get(url.pathname) : undefined
    if (asset) {
      response.writeHead(200, { 'content-type': asset.type, 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' })
      return void response.end(asset.body)
    }
    switch (key) {
      case 'GET /sdk':
        return sendHtml(
          response,
          200,
          framePage({
            projectId: query.get('projectId') ?? '',
            chainId: query.get('chainId') ?? '',
            version: query.get('version') ?? FRAME_VERSION,
            enableLogger: query.get('enableLogger') === 'true',
            allowlist,
            networks: Object.fromEntries(chains.chainIds().map((id) => [id, `Devnet ${id}`])),
            nativePriceUsd: PRICES_USD.ETH ?? 0,
          }),
          framePageCsp(allowlist),
        )
      case 'GET /dev/mailbox': {
        const email = query.get('email')
        if (!email) throw new HttpError(400, 'email is required')
        return sendJson(response, 200, mailbox.inbox(email))
      }
      case 'GET /device/approve': {
        const { email } = emailAuth.approveDevice(query.get('token') ?? '')
        return sendHtml(response, 200, messagePage('Device approved', `You can go back to the app; a login code was sent to ${email}.`), standalonePageCsp())
      }
      case 'GET /loading':
        // The page a social login window opens on before it knows the provider's address.
        return sendHtml(response, 200, messagePage('Loading', 'Opening the sign-in page…'), standalonePageCsp())
      case 'GET /social/consent': {
        const consent = socialAuth.consent(query.get('state') ?? '')
        return sendHtml(response, 200, consentPage({ provider: consent.provider, state: query.get('state') ?? '' }), standalonePageCsp())
      }
      case 'GET /social/callback': {
        const appOrigin = socialAuth.callbackOrigin(query.get('state') ?? '')
        return sendHtml(response, 200, callbackPage(appOrigin), callbackPageCsp())
      }
      case 'POST /social/consent': {
        const form = await readForm(request)
        const state = form.get('state') ?? ''
        const approved = form.get('decision') === 'approve'
        const userName = approved ? v.parse(UserName, form.get('userName') ?? '') : ''
        return redirect(response, socialAuth.decide(state, approved, userName))
      }
      case 'GET /farcaster/approve': {
        const channel = query.get('channel') ?? ''
        socialAuth.farcasterChannel(channel)
        return sendHtml(response, 200, farcasterPage(channel), standalonePageCsp())
      }
      case 'POST /farcaster/approve': {
        const form = await readForm(request)
        const result = v.safeParse(UserName, form.get('userName') ?? '')
        if (!result.success) throw new HttpError(400, result.issues[0].message)
        socialAuth.farcasterApprove(form.get('channel') ?? '', result.output)
        return sendHtml(response, 200, messagePage('Approved', 'You are signed in; go back to the app.'), standalonePageCsp())
      }
      default:
        throw new HttpError(404, `No route ${key}`)
    }
  }

  const server = createServer((request, response) => {
    const closed = new AbortController()
    response.on('close', () => closed.abort())
    route(request, response, closed.signal).catch((/** @type {unknown} */ error) => {
      const status = error instanceof HttpError ? error.status : v.isValiError(error) ? 400 : 500
      const message =
        error instanceof Error ? (/** @type {{ shortMessage?: string }} */ (error).shortMessage ?? error.message) : 'Something went wrong'
      if (status === 500 && !options.quiet) console.error('[devnet frame]', error)
      if (response.headersSent) return void response.end()
      const wantsHtml = !request.url?.startsWith('/api/') && !request.url?.startsWith('/dev/')
      if (wantsHtml) return sendHtml(response, status, messagePage('Something went wrong', message), standalonePageCsp())
      sendJson(response, status, { message })
    })
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  baseUrl = `http://localhost:${actualPort}`

  return {
    url: baseUrl,
    mailboxUrl: `${baseUrl}/dev/mailbox`,
    /** @returns {Promise<void>} */
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

