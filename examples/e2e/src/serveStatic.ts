// A static file server for a built app on 127.0.0.1 (any free port), optionally with a Content-Security-Policy.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/**
 * A strict policy: only this origin's scripts and styles (no 'unsafe-inline', no eval), API calls to loopback.
 * Images may also be `blob:` URLs: the SDK fetches wallet images with the project's headers and shows them so.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  "frame-src 'self' http://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * `csp` with the devnet's origin added where a production page lists its service hosts: `img-src` (token and network
 * images) and `frame-src` (WalletConnect's Verify page, which the WalletConnect client frames once the modal opens).
 *
 * @example
 * withDevnetOrigin(STRICT_CSP, devnet.apiUrl) // img-src … http://127.0.0.1:41183; frame-src … http://127.0.0.1:41183
 */
export function withDevnetOrigin(csp: string, devnetUrl: string): string {
  const { origin } = new URL(devnetUrl)
  return csp.replace(/(^|; )(img-src|frame-src) ([^;]*)/g, `$1$2 $3 ${origin}`)
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

export interface ServeStaticOptions {
  /** The Content-Security-Policy header sent with every response. */
  csp?: string
}

export async function serveStatic(dir: string, options: ServeStaticOptions = {}): Promise<StaticServer> {
  const root = normalize(dir + sep)
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    const file = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname))
    if (options.csp) response.setHeader('content-security-policy', options.csp)
    const found = file.startsWith(root) ? await stat(file).catch(() => undefined) : undefined
    if (!found?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
