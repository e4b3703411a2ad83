// A view's failure as the user reads it: a service that answers with an HTTP error status shows, as an alert, that the
// service is not answering, in the shown language (never the status or URL, and not "Something went wrong"), with
// "Try again" where the view can load again.
import { cleanup, screen } from '@testing-library/react'
import { createHttp } from '@portico/sdk/api'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { ViewError } from './ViewError'

/** A real service on a loopback port that answers every request with 503 (its CORS preflight with 204). */
let server: Server
let url: string
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' })
      response.end()
      return
    }
    response.writeHead(503, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    response.end('{"message":"busy"}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))
afterEach(cleanup)

/** The error the SDK's HTTP client gives for the 503. */
async function serviceFailure(): Promise<unknown> {
  return createHttp({ baseUrl: url })
    .get('/anything', v.unknown())
    .then(
      () => undefined,
      (error: unknown) => error,
    )
}

describe('ViewError', () => {
  it('says the service is not answering, in the shown language', async () => {
    const error = await serviceFailure()
    await renderKit(<ViewError error={error} />, testPortico(), { locale: 'de' })
    expect((await screen.findByText('Der Dienst antwortet gerade nicht')).getAttribute('role')).toBe('alert')
    expect(screen.queryByText(/503/)).toBeNull()
  })

  it('offers "Try again" when the view can load again, and runs it', async () => {
    const error = await serviceFailure()
    let retried = 0
    await renderKit(<ViewError error={error} onRetry={() => (retried += 1)} />, testPortico(), { locale: 'en' })
    expect((await screen.findByText('The service is not answering right now')).getAttribute('role')).toBe('alert')
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(retried).toBe(1)
  })

  it('shows nothing when there is no failure', async () => {
    await renderKit(<ViewError error={undefined} />, testPortico(), { locale: 'de' })
    // The provider's own (empty) live region is an alert too; no alert says anything.
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      screen.queryAllByRole('alert').map(() => ''),
    )
  })
})
