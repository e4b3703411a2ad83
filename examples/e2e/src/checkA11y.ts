// axe-core on the page as it is now; returns the violations (an empty list is the bar).
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

export interface A11yViolation {
  id: string
  impact?: string | null
  help: string
  targets: string[]
}

export async function checkA11y(page: Page): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }))
}
