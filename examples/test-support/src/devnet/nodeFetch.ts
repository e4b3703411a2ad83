// Test helper: a fetch over node:http. The kit's tests run in happy-dom, whose fetch enforces the browser's CORS
// rules; the frame backend (called by the frame page on its own origin) and the dev mailbox send no CORS headers.
// Node's own fetch is not reachable under happy-dom, so the few calls a test makes to them go through this.
import { request } from 'node:http'

export const nodeFetch: typeof fetch = (input, init) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers = new Headers(init?.headers)
    const body =
      typeof init?.body === 'string'
        ? init.body
        : init?.body instanceof URLSearchParams
          ? init.body.toString()
          : undefined
    if (init?.body instanceof URLSearchParams && !headers.has('content-type'))
      headers.set('content-type', 'application/x-www-form-urlencoded')
    const req = request(
      url,
      { method: init?.method ?? 'GET', headers: Object.fromEntries(headers), signal: init?.signal ?? undefined },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const responseHeaders = new Headers()
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') responseHeaders.set(name, value)
          const status = res.statusCode ?? 500
          const text = Buffer.concat(chunks).toString('utf8')
          resolve(new Response(status === 204 || status === 304 ? null : text, { status, headers: responseHeaders }))
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
