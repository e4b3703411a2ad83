// axe-core on the page as it is now; returns the violations (an empty list is the bar).
import { AxeBuilder } from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type axe from 'axe-core'
import type { Page } from 'playwright-core'

export interface A11yViolation {
  id: string
  impact?: string | null
  help: string
  targets: string[]
}

export interface A11yOptions {
  /** Only this part of the page (a CSS selector, e.g. the open dialog); default the whole page. */
  include?: string
  /** Rules left out (axe ids, e.g. 'color-contrast' where another pass checks it); default none. */
  skip?: string[]
}

export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<A11yViolation[]> {
  let builder = new AxeBuilder({ page })
  if (options.include) builder = builder.include(options.include)
  if (options.skip) builder = builder.disableRules(options.skip)
  const results = await builder.analyze()
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }))
}

/**
 * axe-core put in the page once, then run as often as a pass needs (a check of many states of one page, where
 * `checkA11y` would inject axe's 0.5 MB again each time). Only violations are collected, as `checkA11y` reports.
 */
export async function pageAxe(page: Page): Promise<(options?: A11yOptions) => Promise<A11yViolation[]>> {
  // The axe-core that `checkA11y` runs (@axe-core/playwright's own), so both hold the same bar.
  const require = createRequire(import.meta.url)
  const builder = dirname(require.resolve('@axe-core/playwright'))
  await page.addScriptTag({
    content: readFileSync(require.resolve('axe-core/axe.min.js', { paths: [builder] }), 'utf8'),
  })
  return async ({ include, skip = [] } = {}) => {
    const violations = await page.evaluate(
      async ({ include, skip }) => {
        const { axe: inPage } = window as unknown as { axe: typeof axe }
        const results = await inPage.run(include ? { include: [include] } : document, {
          resultTypes: ['violations'],
          rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
        })
        return results.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')),
        }))
      },
      { include, skip },
    )
    return violations
  }
}
