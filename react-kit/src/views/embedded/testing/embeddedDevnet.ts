// Test helper: the devnet (examples/devnet) for the embedded-wallet views. It runs in a child Node process: its
// server modules read files beside them at import, which happy-dom's module URLs do not allow. The frame page's
// protocol logic runs in process (it is browser-safe) against that devnet's real frame backend, mailbox and chain;
// only the postMessage transport between the app and the frame stands in (as in the SDK's own embedded tests).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { createPortico, memoryPlatform, type FrameMessageEvent, type PlatformFrame, type PorticoOptions } from '@portico/sdk'
import { eip155 } from '@portico/sdk/eip155'
import { connectDevice, connectEmail, connectOtp, embeddedWallet } from '@portico/sdk/embedded'
import { devnet as devnetChain, withRpcUrl } from '@portico/sdk/networks'
import type { ApprovalRequest, FrameLogic, Mail } from '../../../../../examples/devnet/src/frame/index.js'
// The frame page's browser-safe modules, imported alone: the frame's index also starts its Node server.
import { createFrameLogic, memoryStorage } from '../../../../../examples/devnet/src/frame/frame-logic.js'
import { createBackendClient } from '../../../../../examples/devnet/src/frame/backend-client.js'
import type { TestPortico } from '../../../provider/testing/kit'
import { nodeFetch } from './nodeFetch'


// A path from this file's own (a string: happy-dom's URL class is not Node's).
const DEVNET_BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../examples/devnet/bin/devnet.mjs')
/** The app's origin as the frame sees it. */
export const APP_ORIGIN = 'http://127.0.0.1:5173'

export interface EmbeddedDevnet {
  frameUrl: string
  mailboxUrl: string
  apiUrl: string
  rpcUrl: string
  stop(): Promise<void>
}

/** Starts the devnet (two anvil chains, API, frame backend, mailbox) on free ports in a fresh data folder. */
export async function startEmbeddedDevnet(): Promise<EmbeddedDevnet> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-kit-embedded-'))
  const ports = { DEVNET_PORT: '0', DEVNET_CHAIN_PORT: '0', DEVNET_CHAIN2_PORT: '0', DEVNET_RELAY_PORT: '0', DEVNET_FRAME_PORT: '0' }
  const child = spawn(process.execPath, [DEVNET_BIN, '--reset'], {
    env: { ...process.env, ...ports, DEVNET_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Its log is kept for the failure message only (the mailbox is read over HTTP).
  let log = ''
  child.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8')
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`the devnet exited (${String(code)}) before it started:\n${log}`)))
  })
  const info = JSON.parse(firstLine) as { frameUrl: string; mailboxUrl: string; apiUrl: string; rpcUrls: Record<string, string> }
  return {
    frameUrl: info.frameUrl,
    mailboxUrl: info.mailboxUrl,
    apiUrl: info.apiUrl,
    rpcUrl: info.rpcUrls['31337']!,
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The mails sent to `email`, newest first. */
export async function mailsTo(devnet: EmbeddedDevnet, email: string): Promise<Mail[]> {
  const response = await nodeFetch(`${devnet.mailboxUrl}?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Mail[]
}

/** Waits for the newest mail to `email` that carries `field` (a code or a link). */
export async function mailed(devnet: EmbeddedDevnet, email: string, field: 'code' | 'link', after = 0): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = (await mailsTo(devnet, email)).find((mail) => mail.id > after && mail[field])
    if (found?.[field]) return found[field]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail with a ${field} reached ${email}`)
}

export interface TestFrame extends PlatformFrame {
  readonly shown: boolean
  readonly logic: FrameLogic
}

export interface EmbeddedKitSetup {
  portico: TestPortico
  frames: TestFrame[]
}

/**
 * A Portico with the embedded wallet on the devnet chain, its frames in process. `confirm` is the user's answer
 * on the frame's approval panel (default: approve).
 */
export function embeddedKitPortico(
  devnet: EmbeddedDevnet,
  options: Partial<PorticoOptions> = {},
  confirm: (request: ApprovalRequest) => Promise<boolean> = async () => true,
): EmbeddedKitSetup {
  const frames: TestFrame[] = []
  const storage = memoryStorage()
  const createFrame = (href: string): TestFrame => {
    const url = new URL(href)
    const handlers = new Set<(event: FrameMessageEvent) => void>()
    let shown = false
    let removed = false
    const deliver = (data: unknown) =>
      queueMicrotask(() => {
        if (removed) return
        for (const handler of handlers) handler({ data: structuredClone(data), origin: url.origin })
      })
    const logic = createFrameLogic({
      backend: createBackendClient({ baseUrl: url.origin, fetch: nodeFetch }),
      storage,
      now: () => Date.now(),
      parentOrigin: url.searchParams.get('parentOrigin') ?? undefined,
      defaultChainId: Number(url.searchParams.get('chainId')) || undefined,
      confirm,
      emit: deliver,
    })
    const frame: TestFrame = {
      get shown() {
        return shown
      },
      logic,
      postMessage(message, targetOrigin) {
        if (removed || targetOrigin !== url.origin) return
        void logic.handle(structuredClone(message)).then(deliver)
      },
      onMessage(handler) {
        handlers.add(handler)
        if (handlers.size === 1) deliver({ type: '@w3m-frame/READY', id: 'ready', payload: { version: '4' } })
        return () => void handlers.delete(handler)
      },
      show: () => {
        shown = true
      },
      hide: () => {
        shown = false
      },
      remove: () => {
        removed = true
      },
    }
    frames.push(frame)
    return frame
  }
  const platform = Object.assign(memoryPlatform(), { createFrame, pageOrigin: () => APP_ORIGIN })
  const chain = withRpcUrl(devnetChain, devnet.rpcUrl)
  const portico = createPortico({
    projectId: 'portico-devnet',
    networks: [chain],
    adapters: [eip155()],
    connectors: [embeddedWallet()],
    apiUrls: { frame: devnet.frameUrl, catalogue: devnet.apiUrl, blockchain: devnet.apiUrl, analytics: devnet.apiUrl },
    customRpcUrls: { [chain.caipNetworkId]: [{ url: devnet.rpcUrl }] },
    enableEIP6963: false,
    enableInjected: false,
    enableEmbedded: true,
    platform,
    ...options,
  }) as TestPortico
  return { portico, frames }
}

/** Signs `portico` in by e-mail through the SDK, as the e-mail views do: new device, its mailed link, the mailed code. */
export async function logIn(devnet: EmbeddedDevnet, portico: TestPortico, email: string): Promise<void> {
  await connectEmail(portico, { email })
  const device = connectDevice(portico)
  await nodeFetch(await mailed(devnet, email, 'link'))
  await device
  await connectOtp(portico, { otp: await mailed(devnet, email, 'code') })
}
