// Shared set-up of the frame tests: a real anvil, a real frame server on a free port, and frame logic
// instances talking to it over HTTP (the same code the frame page runs in the browser).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createBackendClient,
  createFrameLogic,
  memoryStorage,
  type FrameLogicOptions,
  type FrameMessage,
  type Mail,
} from '../src/frame/index.js'
import { startAnvil } from '@portico-examples/test-support/chains/anvil'

export const APP_ORIGIN = 'http://127.0.0.1:5173'
export const ANVIL_CHAIN_ID = 31337

/** anvil + frame server in a temporary data folder. */
export async function startDevnetFrame(options: { allowedParentOrigins?: string[]; now?: () => number } = {}) {
  const { startFrameServer } = await import('../src/frame/index.js')
  const anvil = await startAnvil()
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
  const frame = await startFrameServer({
    port: 0,
    rpcUrls: { [ANVIL_CHAIN_ID]: anvil.rpcUrl },
    dataDir,
    quiet: true,
    ...options,
  })
  return {
    frame,
    rpcUrl: anvil.rpcUrl,
    dataDir,
    stop: async () => {
      await frame.stop()
      await anvil.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let nextId = 0

/** A frame (its logic, with its own storage = one browser device) and a helper to send app events. */
export function openFrame(frameUrl: string, options: Partial<FrameLogicOptions> = {}) {
  const storage = options.storage ?? memoryStorage()
  const events: FrameMessage[] = []
  const logic = createFrameLogic({
    backend: createBackendClient({ baseUrl: frameUrl }),
    storage,
    now: () => Date.now(),
    parentOrigin: APP_ORIGIN,
    defaultChainId: ANVIL_CHAIN_ID,
    emit: (message) => events.push(message),
    ...options,
  })
  async function send(name: string, payload?: unknown): Promise<FrameMessage> {
    nextId += 1
    const id = `req-${nextId}`
    const reply = await logic.handle(
      payload === undefined ? { type: `@w3m-app/${name}`, id } : { type: `@w3m-app/${name}`, id, payload },
    )
    if (reply.id !== id) throw new Error(`reply id ${reply.id} does not match ${id}`)
    return reply
  }
  /** Sends and expects success; resolves with the payload. */
  async function ok<T = Record<string, unknown>>(name: string, payload?: unknown): Promise<T> {
    const reply = await send(name, payload)
    if (reply.type !== `@w3m-frame/${name}_SUCCESS`) throw new Error(`${name} failed: ${JSON.stringify(reply.payload)}`)
    return reply.payload as T
  }
  /** Sends and expects an error; resolves with its message. */
  async function fails(name: string, payload?: unknown): Promise<string> {
    const reply = await send(name, payload)
    if (reply.type !== `@w3m-frame/${name}_ERROR`) throw new Error(`${name} did not fail: ${JSON.stringify(reply)}`)
    return (reply.payload as { message: string }).message
  }
  return { logic, storage, events, send, ok, fails }
}

export async function inbox(mailboxUrl: string, email: string): Promise<Mail[]> {
  const response = await fetch(`${mailboxUrl}?email=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`)
  return (await response.json()) as Mail[]
}

export async function latestCode(mailboxUrl: string, email: string): Promise<string> {
  const code = (await inbox(mailboxUrl, email))[0]?.code
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

/** Logs `email` in on a frame: new device → approve link → code → connected. Resolves with the frame. */
export async function loginByEmail(
  frameUrl: string,
  mailboxUrl: string,
  email: string,
  options: Partial<FrameLogicOptions> = {},
) {
  const frame = openFrame(frameUrl, options)
  const { action } = await frame.ok<{ action: string }>('CONNECT_EMAIL', { email })
  if (action === 'VERIFY_DEVICE') {
    const device = frame.ok('CONNECT_DEVICE')
    const link = (await inbox(mailboxUrl, email))[0]?.link
    if (!link) throw new Error('no device link mailed')
    const approval = await fetch(link)
    if (!approval.ok) throw new Error(`device link answered ${approval.status}`)
    await device
  }
  await frame.ok('CONNECT_OTP', { otp: await latestCode(mailboxUrl, email) })
  return frame
}
