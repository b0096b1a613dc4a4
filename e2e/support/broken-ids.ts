import type { Page } from '@playwright/test'

/**
 * Ids such as "BR-20004" or "N-1001" must never break at their hyphen, whatever wraps around them:
 * every id in the page's text is measured where it is drawn, and one whose characters sit on more than
 * one line is reported.
 */

/** Runs in the page: every helper is inside, since only the function's text crosses over. */
function findBrokenIds(): string[] {
  const ID = /\b(?:[A-Z]{2}-\d{5}|N-\d{4})\b/g
  const broken: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(ID)) {
      const range = document.createRange()
      range.setStart(node, match.index)
      range.setEnd(node, match.index + match[0].length)
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
        const where = node.parentElement?.closest('h1, h2, h3, p, li, dt, dd, td, th, label, button, a, div')
        broken.push(`${match[0]} in ${where?.tagName.toLowerCase() ?? 'text'} "${(where?.textContent ?? '').trim().slice(0, 60)}"`)
      }
    }
  }
  return broken
}

export const brokenIds = (page: Page): Promise<string[]> => page.evaluate(findBrokenIds)
