import type { Page } from 'playwright-core'

/** Collects the page's console errors and uncaught exceptions from now on into `into` (a test expects none). */
export function collectPageErrors(page: Page, into: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error') into.push(message.text())
  })
  page.on('pageerror', (error) => into.push(error.message))
  return into
}
