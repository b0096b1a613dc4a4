import type { Page } from '@playwright/test'
import { statusCodeProblems, wordClassProblems, type WordProblem } from '../../tooling/word-classes.ts'

/** The small classes of words a person reads or hears on the page ("licence", "a indication", "2000 rows", "12/2026", "404: …"; ADRs 0087, 0141). */
export async function wordClassesOn(page: Page): Promise<WordProblem[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      // Code, typed values and machine text are left out.
      if (parent && !parent.closest('code, pre, kbd, samp, textarea, script, style, [data-machine-text]') && parent.checkVisibility())
        parts.push(node.textContent ?? '')
    }
    return parts.join('')
  })
  return [...wordClassProblems(text), ...statusCodeProblems(text)]
}
