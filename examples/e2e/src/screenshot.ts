// Screenshots as test artifacts, in examples/e2e/artifacts/ (git-ignored).
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url))

/**
 * Saves a PNG named `name` (letters, digits, dashes) of the full page, or of the viewport only with
 * `{ fullPage: false }` (a modal as the user sees it: growing the page for a full shot re-lays it out), once finite
 * animations have ended; returns its path.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  if (!/^[\w-]+$/.test(name)) throw new Error(`screenshot: "${name}" is not a plain file name`)
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  const path = join(ARTIFACTS_DIR, `${name}.png`)
  // Finite animations (a view's fade, the sheet sliding up) end first, once two frames have let them start; spinners
  // run forever and are not waited for.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  // A shadow root's animations (the custom elements' modal) are not the document's: each root is asked too.
  await page.waitForFunction(() =>
    [document, ...[...document.querySelectorAll('*')].flatMap((element) => element.shadowRoot ?? [])]
      .flatMap((root) => root.getAnimations())
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  await page.screenshot({ path, fullPage: options.fullPage ?? true })
  return path
}
