import axe from 'axe-core'

/**
 * Rules about the whole page, which belongs to the integrator's app, not to a component:
 * a component rendered alone in a test page is not inside the app's landmarks.
 */
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'html-has-lang', 'document-title']

/**
 * Runs axe-core on a rendered node and returns its violations as readable lines
 * (`rule-id: <html>`), so a test can `expect(await axeViolations(node)).toEqual([])`
 * and a failure names the rule and the element.
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const rules = Object.fromEntries(PAGE_RULES.map((id) => [id, { enabled: false }]))
  const result = await axe.run(node, { rules })
  return result.violations.flatMap((violation) => violation.nodes.map((n) => `${violation.id}: ${n.html}`))
}
