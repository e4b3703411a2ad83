// startDevnet also runs the embedded-wallet frame (on another origin) and the WalletConnect relay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Devnet } from '../src/index.js'
import { startTestDevnet } from './devnet-helpers.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startTestDevnet({ reset: true })
})
afterAll(() => devnet?.stop())

describe('the devnet services started with it', () => {
  it('lists the frame, mailbox and relay URLs in /dev/info', () => {
    const info = devnet.info()
    expect(info.frameUrl).toMatch(/^http:\/\/localhost:\d+$/)
    expect(info.mailboxUrl).toMatch(/^http:\/\/localhost:\d+\//)
    expect(info.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(new URL(info.frameUrl ?? '').origin).not.toBe(new URL(devnet.apiUrl).origin)
  })

  it('serves the frame page under a strict CSP', async () => {
    const response = await fetch(`${devnet.frameUrl}/sdk?projectId=portico-devnet&chainId=31337&version=4`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline')
    expect(await response.text()).toContain('<script')
  })

  it('runs the WalletConnect relay: a socket without a client JWT is refused with 1008', async () => {
    const code = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(devnet.relayUrl ?? '')
      socket.on('close', (closeCode) => resolve(closeCode))
      socket.on('error', reject)
    })
    expect(code).toBe(1008)
  })

  it('stops the frame and the relay with the rest', async () => {
    const other = await startTestDevnet({ reset: true })
    const { frameUrl, relayUrl } = other
    await other.stop()
    await expect(fetch(`${frameUrl}/sdk`)).rejects.toThrow()
    await expect(
      new Promise((resolve, reject) => {
        const socket = new WebSocket(relayUrl ?? '')
        socket.on('open', resolve)
        socket.on('error', reject)
      }),
    ).rejects.toThrow()
  })
})
