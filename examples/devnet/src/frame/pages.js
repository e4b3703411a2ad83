// @ts-check
// The HTML pages of the frame server and their Content-Security-Policy headers. No page has inline script
// or inline style; the frame page loads its script and stylesheet as separate files.
import { escapeHtml } from './http.js'
import { frameAncestors } from './origins.js'

/** @param {readonly string[] | undefined} allowlist */
export const framePageCsp = (allowlist) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors(allowlist)}`,
  ].join('; ')

/** CSP of the stand-alone pages (consent, approval): no script at all; forms post to self (and redirect there). */
export const standalonePageCsp = () =>
  ["default-src 'none'", "style-src 'self'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"].join('; ')

/** CSP of the social login callback page: its one script, from this site. */
export const callbackPageCsp = () =>
  ["default-src 'none'", "script-src 'self'", "style-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; ')

/**
 * @param {string} title @param {string} body @param {Record<string, string>} [htmlData] data-* attributes of <html>
 * The frame page's main landmark is named: inside the app's page it must not read as a second unnamed main.
 */
function page(title, body, htmlData = {}) {
  const attributes = Object.entries(htmlData)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('')
  return `<!doctype html>
<html lang="en"${attributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/frame/frame.css">
${htmlData.frame ? '<script type="module" src="/frame/frame-page.js"></script>\n' : ''}${htmlData['app-origin'] ? '<script type="module" src="/frame/social-callback.js"></script>\n' : ''}</head>
<body>
${htmlData.frame ? `<main aria-label="${escapeHtml(title)}">` : '<main>'}
${body}
</main>
</body>
</html>
`
}

/**
 * GET /sdk: the frame page. Its script reads the settings from data attributes on <html>.
 * @param {{ projectId: string, chainId: string, version: string, enableLogger: boolean, allowlist: readonly string[] | undefined, networks: Record<number, string>, nativePriceUsd: number }} settings
 */
export function framePage({ projectId, chainId, version, enableLogger, allowlist, networks, nativePriceUsd }) {
  /** @type {Record<string, string>} */
  const data = {
    frame: 'true',
    'project-id': projectId,
    'chain-id': chainId,
    version,
    'enable-logger': String(enableLogger),
    networks: JSON.stringify(networks),
    'native-price-usd': String(nativePriceUsd),
  }
  if (allowlist) data['allowed-origins'] = JSON.stringify(allowlist)
  return page(
    'Portico devnet wallet',
    `<p id="status" role="status" aria-live="polite"></p>
<section id="approval" class="panel" aria-labelledby="approval-title" hidden>
<h1 id="approval-title">Approve request</h1>
<p>The app <strong id="approval-origin"></strong> asks you to approve this.</p>
<pre id="approval-message" tabindex="0" aria-label="Message" hidden></pre>
<dl id="approval-rows" class="rows"></dl>
<details><summary>Request details</summary><pre id="approval-params" tabindex="0" aria-label="Request details"></pre></details>
<div class="actions">
<button type="button" id="approval-reject">Reject</button>
<button type="button" id="approval-approve" class="primary">Approve</button>
</div>
</section>`,
    data,
  )
}

/** @param {string} title @param {string} text */
export const messagePage = (title, text) => page(title, `<section class="panel"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section>`)

/** GET /social/consent. @param {{ provider: string, state: string }} consent */
export function consentPage({ provider, state }) {
  const name = `${provider.charAt(0).toUpperCase()}${provider.slice(1)}`
  return page(
    `Sign in with ${name} (devnet)`,
    `<form class="panel" method="post" action="/social/consent">
<h1>Sign in with ${escapeHtml(name)}</h1>
<p>This is the devnet's stand-in for ${escapeHtml(name)}: approve to sign in to the app as the user below.</p>
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="userName">User name</label>
<input id="userName" name="userName" required maxlength="64" pattern="[A-Za-z0-9_.\\-]+" value="devnet-${escapeHtml(provider)}-user">
<div class="actions">
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="approve" class="primary">Approve</button>
</div>
</form>`,
  )
}

/**
 * GET /social/callback: where the provider sends the login window back. Its script posts `{ resultUri }` (this
 * page's address, with `state` and `code` or `error`) to the window that opened it, on the app's origin only.
 * @param {string} appOrigin
 */
export const callbackPage = (appOrigin) =>
  page(
    'Signing in',
    '<section class="panel"><h1>Signing in</h1><p id="callback-status" role="status">Finishing the sign-in in the app…</p></section>',
    { 'app-origin': appOrigin },
  )

/** GET /farcaster/approve. @param {string} channel */
export function farcasterPage(channel) {
  return page(
    'Sign in with Farcaster (devnet)',
    `<form class="panel" method="post" action="/farcaster/approve">
<h1>Sign in with Farcaster</h1>
<p>This is the devnet's stand-in for the Farcaster app: approve to sign in as the user below.</p>
<input type="hidden" name="channel" value="${escapeHtml(channel)}">
<label for="userName">Farcaster user name</label>
<input id="userName" name="userName" required maxlength="64" pattern="[A-Za-z0-9_.\\-]+" value="devnet-farcaster-user">
<div class="actions"><button type="submit" class="primary">Approve</button></div>
</form>`,
  )
}
