import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

/**
 * axe in the page itself, injected once per document and run there (ADR 0057). `@axe-core/playwright`
 * injected its 570 kB script on every scan, ran it, then opened a blank page (a new renderer) to merge
 * the result: two thirds of a scan's time. Its merging exists for cross-origin frames, which the portal
 * has none of; a page with a frame fails here rather than go unscanned.
 *
 * The rules are every rule axe runs by default: WCAG 2.0, 2.1 and 2.2 A and AA and axe's best
 * practices (what the scans ran before too: the builder's tags were overwritten by its options).
 * Only violations are itemised; every rule still runs on every node.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The violations axe finds in the page as it is now, one line each: rule, help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`axe runs in the page alone, and ${page.url()} has frames: scan them too`)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)
  })
}
