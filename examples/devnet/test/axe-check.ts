// Runs axe-core on an HTML page inside a happy-dom window (the examples project runs in Node).
import { createRequire } from 'node:module'
import { Window } from 'happy-dom'

interface AxeResult {
  violations: { id: string; help: string }[]
  passes: unknown[]
}

/** The ids of the axe violations of a page (colour contrast is left to real browsers: happy-dom has no layout). */
export async function axeViolations(html: string, url: string): Promise<string[]> {
  const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source
  const window = new Window({ url })
  try {
    window.document.write(html)
    window.eval(axeSource)
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
    const result = await axe.run(window.document, { rules: { 'color-contrast': { enabled: false } } })
    return result.violations.map((violation) => `${violation.id}: ${violation.help}`)
  } finally {
    await window.happyDOM.close()
  }
}
