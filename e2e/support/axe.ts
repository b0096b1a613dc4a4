import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

/**
 * axe injected once per document and run in the page (ADR 0057): `@axe-core/playwright` injected it at every scan and merged the
 * result in a new page, two thirds of a scan's time, for cross-origin frames the portal has none of. Every default rule runs.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The violations axe finds in the page as it is now, one line each: rule, help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`axe runs in the page alone, and ${page.url()} has frames: scan them too`)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)
  })
}
