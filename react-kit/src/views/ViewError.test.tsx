// A view's failure as the user reads it: a service that answers with an HTTP error status shows the translated
// "HTTP status code" text with that status, as an alert, not "Something went wrong".
import { cleanup, screen } from '@testing-library/react'
import { createHttp } from '@portico/sdk/api'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { kitPortico, renderKit } from '../provider/testing/kit'
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
  it('shows an HTTP status failure with its status, in the shown language', async () => {
    const error = await serviceFailure()
    await renderKit(<ViewError error={error} />, kitPortico(), { locale: 'de' })
    expect((await screen.findByText('HTTP-Statuscode 503')).getAttribute('role')).toBe('alert')
  })

  it('shows it in English word for word with the SDK message', async () => {
    const error = await serviceFailure()
    await renderKit(<ViewError error={error} />, kitPortico(), { locale: 'en' })
    expect((await screen.findByText('HTTP status code 503')).getAttribute('role')).toBe('alert')
  })

  it('shows nothing when there is no failure', async () => {
    await renderKit(<ViewError error={undefined} />, kitPortico(), { locale: 'de' })
    // The provider's own (empty) live region is an alert too; no alert says anything.
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(screen.queryAllByRole('alert').map(() => ''))
  })
})
