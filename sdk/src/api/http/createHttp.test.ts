import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { isPorticoError, type PorticoError } from '../../errors'
import { type FakeServer, json, startFakeServer, text } from '@portico-examples/test-support/servers/fakeServer'
import { createHttp } from './createHttp'
import { HttpError } from './HttpError'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())
afterEach(() => vi.useRealTimers())

const anything = v.unknown()
const walletsSchema = v.object({ data: v.array(v.object({ id: v.string(), name: v.string() })) })

function http(extra: Partial<Parameters<typeof createHttp>[0]> = {}) {
  return createHttp({ baseUrl: server.url, params: { projectId: 'p1', st: 'appkit', sv: 'portico-test' }, ...extra })
}

async function failure(promise: Promise<unknown>): Promise<PorticoError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!isPorticoError(error)) throw new Error(`expected a PorticoError, got ${String(error)}`)
  return error
}

describe('query', () => {
  it('sends projectId, st and sv on every call, drops empty values and joins lists with commas', async () => {
    server.handle((_req, res) => json(res, 200, { ok: true }))
    await http().get('/getWallets', anything, {
      query: { page: 2, search: '', badge_type: undefined, chains: ['eip155:1', 'eip155:10'], exclude: [], x: null },
    })
    expect(server.requests[0]?.path).toBe('/getWallets')
    expect(server.requests[0]?.query).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'portico-test',
      page: '2',
      chains: 'eip155:1,eip155:10',
    })
  })

  it('appends clientId only when it is set', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    await http({ clientId: 'client-7' }).get('/a', anything)
    await http().get('/b', anything)
    expect(server.requests[0]?.query.clientId).toBe('client-7')
    expect(server.requests[1]?.query).not.toHaveProperty('clientId')
  })

  it('posts the body as JSON', async () => {
    server.handle((_req, res) => json(res, 200, { url: 'https://pay.example/x' }))
    const answer = await http().post('/v1/generators/onrampurl', { amount: 5 }, v.object({ url: v.string() }))
    expect(answer).toEqual({ url: 'https://pay.example/x' })
    expect(server.requests[0]?.method).toBe('POST')
    expect(server.requests[0]?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ amount: 5 })
  })

  it('uses the injected fetch', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    const seen: string[] = []
    const fetch: typeof globalThis.fetch = (input, init) => {
      seen.push(String(input))
      return globalThis.fetch(input, init)
    }
    await http({ fetch }).get('/v1/supported-chains', anything)
    expect(seen).toEqual([`${server.url}/v1/supported-chains?projectId=p1&st=appkit&sv=portico-test`])
  })
})

describe('statuses', () => {
  it("throws HttpError 'HTTP status code 500' with the status and the parsed JSON body, and does not retry", async () => {
    server.handle((_req, res) => json(res, 500, { message: 'boom' }))
    const error = await failure(http().get('/a', anything))
    expect(error).toBeInstanceOf(HttpError)
    expect(error.message).toBe('HTTP status code 500')
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.category).toBe('API_ERROR')
    expect((error as HttpError).status).toBe(500)
    expect((error as HttpError).body).toEqual({ message: 'boom' })
    expect(server.requests).toHaveLength(1)
  })

  it('keeps a non-JSON error body as text', async () => {
    server.handle((_req, res) => text(res, 403, 'Forbidden origin', 'text/plain'))
    const error = (await failure(http().get('/a', anything))) as HttpError
    expect(error.message).toBe('HTTP status code 403')
    expect(error.body).toBe('Forbidden origin')
  })
})

describe('validation', () => {
  it('returns the validated answer', async () => {
    server.handle((_req, res) => json(res, 200, { data: [{ id: 'a', name: 'Alpha', extra: 1 }] }))
    await expect(http().get('/w', walletsSchema)).resolves.toEqual({ data: [{ id: 'a', name: 'Alpha' }] })
  })

  it('names the wrong field of a wrong shape', async () => {
    server.handle((_req, res) =>
      json(res, 200, {
        data: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 7 },
        ],
      }),
    )
    const error = await failure(http().get('/w', walletsSchema))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.message).toMatch(/^Invalid response: data\.1\.name: /)
  })

  it('says the whole response when its top level has the wrong type', async () => {
    server.handle((_req, res) => json(res, 200, 'not an object'))
    const error = await failure(http().get('/w', walletsSchema))
    expect(error.message).toMatch(/^Invalid response: response: Invalid type: Expected Object/)
  })

  it('rejects malformed JSON with a typed error', async () => {
    server.handle((_req, res) => text(res, 200, '{"data": [', 'application/json'))
    const error = await failure(http().get('/w', walletsSchema))
    expect(error.message).toBe('Invalid response: body: malformed JSON')
  })

  it('rejects an empty body unless the schema accepts nothing', async () => {
    server.handle((_req, res) => text(res, 200, ''))
    expect((await failure(http().get('/w', walletsSchema))).message).toBe('Invalid response: body: empty body')
    await expect(http().post('/register', {}, v.unknown())).resolves.toBeUndefined()
  })
})

describe('time-outs, aborts and unreachable services', () => {
  it('times out after timeoutMs on the clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.handle(() => undefined) // never answers
    const pending = failure(http({ timeoutMs: 5_000 }).get('/slow', anything))
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { interval: 5 })
    await vi.advanceTimersByTimeAsync(5_000)
    const error = await pending
    expect(error.code).toBe('REQUEST_TIMEOUT')
    expect(error.message).toBe('Request timed out after 5000 ms')
  })

  it("rejects with 'Request was aborted' when the caller aborts", async () => {
    server.handle(() => undefined)
    const controller = new AbortController()
    const pending = failure(http().get('/slow', anything, { signal: controller.signal }))
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { interval: 5 })
    controller.abort()
    const error = await pending
    expect(error.code).toBe('REQUEST_ABORTED')
    expect(error.message).toBe('Request was aborted')
  })

  it('sends nothing when the signal is already aborted', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    const error = await failure(http().get('/a', anything, { signal: AbortSignal.abort() }))
    expect(error.message).toBe('Request was aborted')
    expect(server.requests).toHaveLength(0)
  })

  it('says which service could not be reached', async () => {
    const closed = await startFakeServer()
    await closed.close()
    const error = await failure(createHttp({ baseUrl: closed.url }).get('/a', anything))
    expect(error.code).toBe('REQUEST_FAILED')
    expect(error.message).toContain(`Could not reach ${closed.url}`)
    expect(error.message).toContain('ECONNREFUSED')
  })
})

describe('getBlob', () => {
  it('returns the image bytes', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' })
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    })
    const blob = await http().getBlob('/getWalletImage/abc')
    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  it('rejects a non-image answer and a non-OK status', async () => {
    server.handle((_req, res) => json(res, 200, { not: 'an image' }))
    expect((await failure(http().getBlob('/i'))).code).toBe('INVALID_RESPONSE')
    server.handle((_req, res) => json(res, 404, { message: 'missing' }))
    const error = (await failure(http().getBlob('/i'))) as HttpError
    expect(error.status).toBe(404)
    expect(error.body).toEqual({ message: 'missing' })
  })
})
