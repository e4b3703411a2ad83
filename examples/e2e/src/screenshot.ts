// Screenshots as test artifacts, in examples/e2e/artifacts/ (git-ignored).
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url))

/** Saves a full-page PNG named `name` (letters, digits, dashes); returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  if (!/^[\w-]+$/.test(name)) throw new Error(`screenshot: "${name}" is not a plain file name`)
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  const path = join(ARTIFACTS_DIR, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}
