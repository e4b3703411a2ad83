// Debian chromium through playwright-core, on a fresh profile that is removed on close (no browser download).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

export const CHROMIUM_PATH = '/usr/bin/chromium'
export const ACTION_TIMEOUT_MS = 15_000

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface Browser {
  context: BrowserContext
  /** The profile's first tab. */
  page: Page
  close(): Promise<void>
}

export interface LaunchOptions {
  viewport?: { width: number; height: number }
  /** Chromium flags added to CHROMIUM_ARGS (e.g. `--host-resolver-rules=MAP lan.test 127.0.0.1`). */
  args?: string[]
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'portico-e2e-'))
  let context: BrowserContext
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
      viewport: options.viewport ?? { width: 1024, height: 768 },
    })
  } catch (error) {
    await rm(profile, { recursive: true, force: true })
    throw error
  }
  // A user-visible change that has not happened in this time is a failure, not a reason to wait longer.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS)
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    async close() {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    },
  }
}
