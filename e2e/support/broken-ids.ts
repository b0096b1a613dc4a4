import type { Page } from '@playwright/test'

/** Each id ("BR-20004", "N-1001") in the page as it is now whose characters are drawn on more than one line, whatever wraps around it. */
export const brokenIds = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const broken: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const match of (node.textContent ?? '').matchAll(/\b(?:[A-Z]{2}-\d{5}|N-\d{4})\b/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))
        if (tops.length < 2 || Math.max(...tops) - Math.min(...tops) <= 2) continue
        const where = node.parentElement?.closest('h1, h2, h3, p, li, dt, dd, td, th, label, button, a, div')
        broken.push(`${match[0]} in ${where?.tagName.toLowerCase() ?? 'text'} "${(where?.textContent ?? '').trim().slice(0, 60)}"`)
      }
    return broken
  })
